import { useLiveQuery } from 'dexie-react-hooks';
import { saveTableDoc } from '../store/repos';
import { DEFAULT_TABLE, type TableDoc } from '../store/types';
import { TableScreen } from '../kalidasia/ui/table';
import { useDatabase } from '../ui/useStorage';

/** The Table screen wired to the database: loads the saved layout, saves every committed change. */
export default function TableRoute() {
  const db = useDatabase();
  const stored = useLiveQuery(async () => (db ? ((await db.tableLayout.get('current')) ?? null) : undefined), [db]);
  if (stored === undefined) return <p className="boot">Opening the table…</p>;
  const doc: TableDoc = { ...DEFAULT_TABLE, ...(stored ?? {}) };
  return (
    <main className="table-page">
      <TableScreen doc={doc} onChange={(next) => void saveTableDoc(next)} />
    </main>
  );
}
