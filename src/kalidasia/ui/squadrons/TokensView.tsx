/** /kalidasia/squadrons/<id>/tokens: the squadron's tokens with markers for the table from a photo (../photo, loaded here only). */
import { lazy, Suspense } from 'react';
import { BackToEditor, NoSuchSquadron } from './printPage';
import type { EffectivePack } from './hooks';
import { useSquadronRecord } from './hooks';

const PrintSquadronTokens = lazy(() => import('../photo/PrintSquadronTokens').then((m) => ({ default: m.PrintSquadronTokens })));

export function TokensView({ effective, id }: { effective: EffectivePack; id: string }) {
  const rec = useSquadronRecord(id);
  if (rec === undefined) return <p className="boot">Opening the squadron…</p>;
  if (rec === null) return <NoSuchSquadron id={id} />;
  return (
    <main className="sq-print-page">
      <div className="row sq-noprint">
        <BackToEditor id={id} />
      </div>
      <Suspense fallback={<p className="boot">Opening the print view…</p>}>
        <PrintSquadronTokens pack={effective.pack} squadron={rec.squadron} />
      </Suspense>
    </main>
  );
}
