// The shared admin table in a DOM: column labels as headers and as each cell's data-label, number columns
// right-aligned, the empty state in place of the table and the pager, and paging through the previous/next pager.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { type AdminColumn, AdminTable, CellStack } from './admin-table';

interface Row {
  id: number;
  name: string;
  email: string | null;
  total: number;
}

const ROWS: Row[] = [
  { id: 1, name: 'Ana', email: 'ana@primer.rs', total: 1200 },
  { id: 2, name: 'Bojan', email: null, total: 300 },
];

const columns: AdminColumn<Row>[] = [
  { label: 'Kupac', cell: (row) => <CellStack sub={row.email}>{row.name}</CellStack> },
  { label: 'Ukupno', num: true, cell: (row) => row.total },
];

/** A list of three pages, two rows each, that follows the pager. */
function Paged() {
  const [page, setPage] = useState(1);
  const rows = [1, 2].map((n) => ({
    id: page * 10 + n,
    name: `Strana ${page} red ${n}`,
    email: null,
    total: n,
  }));
  return (
    <AdminTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      paging={{ current_page: page, last_page: 3 }}
      onPage={setPage}
    />
  );
}

describe('AdminTable', () => {
  test('headers and data-labels come from the columns; number cells are marked as numbers', async () => {
    await renderApp(<AdminTable columns={columns} rows={ROWS} rowKey={(row) => row.id} testId="people" />);
    const table = screen.getByTestId('people');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kupac', 'Ukupno']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((td) => td.dataset.label)).toEqual(['Kupac', 'Ukupno']);
    expect(cells[0]!.textContent).toBe('Anaana@primer.rs');
    expect(cells[1]!.className).toBe(within(table).getAllByRole('columnheader')[1]!.className);
    expect(cells[0]!.className).toBe('');
    // No e-mail: no second line.
    expect(within(second!).getAllByRole('cell')[0]!.querySelectorAll('span')).toHaveLength(1);
  });

  test('an empty list shows the empty state instead of the table and the pager', async () => {
    await renderApp(
      <AdminTable
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="Nema kupaca."
        paging={{ current_page: 1, last_page: 1 }}
        onPage={() => undefined}
      />,
    );
    expect(screen.getByText('Nema kupaca.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('without an empty state an empty list still draws its headers', async () => {
    await renderApp(<AdminTable columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  test('a table that does not stack has no data-labels', async () => {
    await renderApp(<AdminTable columns={columns} rows={ROWS} rowKey={(row) => row.id} stack={false} />);
    expect(screen.getAllByRole('cell')[0]!.dataset.label).toBeUndefined();
  });

  test('the pager pages through the list and stops at its ends', async () => {
    const { user } = await renderApp(<Paged />);
    const previous = screen.getByRole('button', { name: 'Prethodna' });
    const next = screen.getByRole('button', { name: 'Sledeća' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Strana 1 red 1')).toBeTruthy();
    await user.click(next);
    expect(screen.getByText('Strana 2 red 1')).toBeTruthy();
    await user.click(next);
    expect(screen.getByText('Strana 3 red 2')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await user.click(previous);
    expect(screen.getByText('Strana 2 red 2')).toBeTruthy();
  });
});
