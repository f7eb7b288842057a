// The Table's page (issue 24: Lighthouse on the Table): the markup the build writes into `kalidasia/table.html`
// (`TablePage`, from `TablePending`) is exactly the first render of the route the app hydrates it with (src/app/TableRoute.tsx:
// `TableScreen` before the stored row has come), so hydration takes over the HTML's elements and the live screen keeps
// them. The browser test test/browser/table-lcp.test.ts checks the same in Chromium (the very nodes, the LCP).
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import TableRoute from '../../../src/app/TableRoute';
import { TablePage } from '../../../src/app/TablePage';
import { DEFAULT_TABLE } from '../../../src/store/types';
import { TablePending } from '../../../src/kalidasia/ui/table/TablePending';
import { TableScreen } from '../../../src/kalidasia/ui/table/TableScreen';

describe('the Table page as the HTML draws it', () => {
  it('is the route\'s first render, element for element (the toolbar disabled, the canvas\'s box)', () => {
    const html = renderToString(<TablePage />);
    expect(html).toContain('data-testid="table-pending"');
    expect(html).toContain('disabled=""');
    expect(renderToString(<TableRoute />)).toBe(html);
  });

  it('is the screen with no stored row yet', () => {
    const nothing = () => {};
    expect(renderToString(<TableScreen doc={null} onChange={nothing} />)).toBe(
      renderToString(<TablePending width={DEFAULT_TABLE.width} height={DEFAULT_TABLE.height} grid={DEFAULT_TABLE.grid} />),
    );
  });
});
