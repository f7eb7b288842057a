import { TablePending } from '../kalidasia/ui/table/TablePending';
import { DEFAULT_TABLE } from '../store/types';

/**
 * The Table's page before the route's code and the stored table have come (issue 24: Lighthouse on the Table): the
 * toolbar and the canvas's box of a default table, as the build writes them into `kalidasia/table.html`
 * (scripts/prerender.mjs) and as the shell shows them while it waits. Its markup is exactly `TableRoute`'s first
 * render (`TableScreen` with no stored row yet; test/unit/app/table-page.test.tsx compares the two), so the app hydrates these
 * elements and the live screen keeps them: the toolbar painted from the HTML is the one the player uses.
 */
export function TablePage() {
  return (
    <main className="table-page">
      <TablePending width={DEFAULT_TABLE.width} height={DEFAULT_TABLE.height} grid={DEFAULT_TABLE.grid} />
    </main>
  );
}
