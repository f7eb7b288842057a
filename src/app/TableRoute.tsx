import { useLiveQuery } from 'dexie-react-hooks';
import { mergeTableChange, normaliseTableDoc } from '../store/repos';
import { TableScreen } from '../kalidasia/ui/table';
import { changeBase } from '../kalidasia/ui/table/useOptimisticDoc';
import { useDatabase } from '../ui/useStorage';

/**
 * The Table screen wired to the database: loads the saved layout (damaged parts left out and named), saves every
 * committed change merged into what is stored (a second tab's markers are kept), live across tabs.
 */
export default function TableRoute() {
  const db = useDatabase();
  const stored = useLiveQuery(async () => (db ? { raw: await db.tableLayout.get('current') } : undefined), [db]);
  if (stored === undefined) return <p className="boot">Opening the table…</p>;
  const { doc, damaged } = normaliseTableDoc(stored.raw);
  return (
    <main className="table-page">
      {damaged.length > 0 && (
        <p className="message error" role="alert" data-testid="table-damaged">
          Part of the saved table is damaged and is not shown: {damaged.join(', ')}. Download a backup from Settings to keep it; your next change to the table
          saves it without the damaged part.
        </p>
      )}
      <TableScreen doc={doc} onChange={(next) => mergeTableChange(changeBase(next) ?? doc, next)} />
    </main>
  );
}
