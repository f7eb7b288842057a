import { TablePending } from '../kalidasia/ui/table/TablePending';
import { DEFAULT_TABLE } from '../store/types';

/**
 * The Table's page before the route's code and the stored table have come (issue 24: Lighthouse on the Table): the
 * toolbar and the canvas's box of a default table, as the build writes them into `kalidasia/table.html`
 * (scripts/prerender.mjs) and as the shell shows them while it waits, so the page paints its toolbar from the HTML
 * and nothing moves until the stored table is drawn.
 */
export function TablePage() {
  return (
    <main className="table-page">
      <TablePending width={DEFAULT_TABLE.width} height={DEFAULT_TABLE.height} grid={DEFAULT_TABLE.grid} />
    </main>
  );
}
