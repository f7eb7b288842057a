import { lazy, Suspense } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { mergeTableChange, normaliseTableDoc } from '../store/repos';
import { changeBase } from '../kalidasia/ui/table/useOptimisticDoc';
import { useDatabase } from '../ui/useStorage';
import { TablePage } from './TablePage';
import { TablePending } from '../kalidasia/ui/table/TablePending';

/**
 * The Table screen's code without the canvas: its toolbar paints first, then the screen loads Konva and the stage in
 * tasks of their own (src/kalidasia/ui/table/TableScreen.tsx; issue 24: Lighthouse's total blocking time).
 */
const TableScreen = lazy(async () => ({ default: (await import('../kalidasia/ui/table')).TableScreen }));

/**
 * The Table screen wired to the database: loads the saved layout (damaged parts left out and named), saves every
 * committed change merged into what is stored (a second tab's markers are kept), live across tabs.
 */
export default function TableRoute() {
  const db = useDatabase();
  const stored = useLiveQuery(async () => (db ? { raw: await db.tableLayout.get('current') } : undefined), [db]);
  // While the storage runtime and the stored row load: the screen's toolbar and box as the page's HTML drew them.
  if (stored === undefined) return <TablePage />;
  const { doc, damaged } = normaliseTableDoc(stored.raw);
  return (
    <main className="table-page">
      {damaged.length > 0 && (
        <p className="message error" role="alert" data-testid="table-damaged">
          Part of the saved table is damaged and is not shown: {damaged.join(', ')}. Download a backup from Settings to keep it; your next change to the table
          saves it without the damaged part.
        </p>
      )}
      <Suspense fallback={<TablePending width={doc.width} height={doc.height} grid={doc.grid} />}>
        <TableScreen doc={doc} onChange={(next) => mergeTableChange(changeBase(next) ?? doc, next)} />
      </Suspense>
    </main>
  );
}
