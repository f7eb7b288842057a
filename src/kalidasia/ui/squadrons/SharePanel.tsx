/** Export a file, a share link with its QR code, and the print view. */
import { useMemo, useState } from 'react';
import { Link } from '../../../ui/Link';
import type { KalidasiaPack, Squadron } from '../..';
import { shareLink, squadronFileName, squadronToFile } from './format';
import { QrCode, downloadText } from './parts';

export function SharePanel({ pack, squadron, id, overridesApplied }: { pack: KalidasiaPack; squadron: Squadron; id: string; overridesApplied: number }) {
  const [showLink, setShowLink] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const link = useMemo(() => shareLink(location.origin, squadron), [squadron]);
  const exportFile = (): void => {
    const file = squadronToFile(pack, squadron, { appVersion: __APP_VERSION__, exportedAt: new Date().toISOString(), overridesApplied });
    downloadText(squadronFileName(squadron), JSON.stringify(file, null, 2));
  };
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied('Copying is not allowed here: select the link above and copy it.');
    }
  };
  return (
    <section className="panel" aria-labelledby="share-h">
      <h2 id="share-h">Share and print</h2>
      <div className="row">
        <button type="button" className="button" onClick={exportFile}>
          Export file
        </button>
        <button type="button" className="button" aria-pressed={showLink} onClick={() => setShowLink((s) => !s)}>
          Share link
        </button>
        <Link to={`/kalidasia/squadrons/${encodeURIComponent(id)}/print`} className="button">
          Print view
        </Link>
        <Link to={`/kalidasia/squadrons/${encodeURIComponent(id)}/tokens`} className="button">
          Print tokens with markers
        </Link>
      </div>
      {showLink && (
        <div className="sq-share" data-testid="share-box">
          <label className="field">
            <span>Link (the squadron travels in the link itself)</span>
            <input type="text" readOnly value={link} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="row">
            <button type="button" className="button small" onClick={() => void copy()}>
              Copy link
            </button>
            {copied && <span role="status">{copied}</span>}
          </div>
          <QrCode text={link} label={`QR code of the share link for ${squadron.name}`} />
          <p className="sq-muted">Scan on the other tablet: it opens the squadron and offers to save it.</p>
        </div>
      )}
    </section>
  );
}
