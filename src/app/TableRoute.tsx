import { lazy, Suspense } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { mergeTableChange, normaliseTableDoc } from '../store/repos';
import { changeBase } from '../kalidasia/ui/table/useOptimisticDoc';
import { useDatabase } from '../ui/useStorage';

/** Lets the browser paint and handle input between two pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The Table screen's code, evaluated in three tasks rather than one: Konva, then React Konva (its own React
 * reconciler), then the screen. Each file is already on its way (the route preload asks for all of them with the
 * page), so this costs no request; it keeps each start-up task short (issue 24: Lighthouse's total blocking time).
 */
const TableScreen = lazy(async () => {
  await import('../ui/konvaShapes');
  await nextTask();
  await import('../ui/reactKonva');
  await nextTask();
  const m = await import('../kalidasia/ui/table');
  return { default: m.TableScreen };
});

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
      <Suspense fallback={<p className="boot">Opening the table…</p>}>
        <TableScreen doc={doc} onChange={(next) => mergeTableChange(changeBase(next) ?? doc, next)} />
      </Suspense>
    </main>
  );
}
