/** A QR code of a text as an SVG (a share link, a squadron): black on white, crisp, with a label for readers. */
import { useMemo } from 'react';
import makeQr from 'qrcode-generator';

/** A QR code drawn locally as SVG (qrcode-generator computes the modules). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const qr = makeQr(0, 'L');
    qr.addData(text, 'Byte');
    qr.make();
    const n = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { size: n + 8, d: path };
  }, [text]);
  return (
    <svg className="sq-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="share-qr" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
