import { useLiveQuery } from 'dexie-react-hooks';
import { mergeTableChange, normaliseTableDoc } from '../store/repos';
import { changeBase } from '../kalidasia/ui/table/useOptimisticDoc';
import { TableScreen } from '../kalidasia/ui/table';
import { useDatabase } from '../ui/useStorage';

/**
 * The Table screen wired to the database: loads the saved layout (damaged parts left out and named), saves every
 * committed change merged into what is stored (a second tab's markers are kept), live across tabs.
 *
 * ONE screen from the page's HTML to the live table (issue 24: Lighthouse on the Table): while the storage runtime and
 * the stored row load, `TableScreen` (doc null) renders exactly the page the build wrote into `kalidasia/table.html`
 * (`TablePage`: the toolbar disabled, the canvas's box), so hydration takes over those elements; the stored row then
 * only enables the same toolbar and brings the canvas (its own lazy chunk, TableScreen.tsx). Nothing is drawn anew, so
 * the HTML's toolbar stays the page's largest contentful paint (test/browser/table-lcp.test.ts).
 */
export default function TableRoute() {
  const db = useDatabase();
  const stored = useLiveQuery(async () => (db ? { raw: await db.tableLayout.get('current') } : undefined), [db]);
  const loaded = stored === undefined ? null : normaliseTableDoc(stored.raw);
  const doc = loaded?.doc ?? null;
  return (
    <main className="table-page">
      {loaded !== null && loaded.damaged.length > 0 && (
        <p className="message error" role="alert" data-testid="table-damaged">
          Part of the saved table is damaged and is not shown: {loaded.damaged.join(', ')}. Download a backup from Settings to keep it; your next change to
          the table saves it without the damaged part.
        </p>
      )}
      <TableScreen doc={doc} onChange={(next) => mergeTableChange(changeBase(next) ?? doc ?? next, next)} />
    </main>
  );
}
