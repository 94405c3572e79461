import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';

const rows = [
  { name: 'Ana', amount: 120 },
  { name: 'Bo', amount: 80 },
];

describe('Table', () => {
  it('is a captioned table with column headers and one row per item', () => {
    render(
      <Table
        caption="Biggest wins"
        rows={rows}
        rowKey={(r) => r.name}
        columns={[
          { key: 'name', header: 'Player', cell: (r) => r.name },
          { key: 'amount', header: 'Win', align: 'end', numeric: true, cell: (r) => `$${r.amount}` },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Biggest wins' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Player', 'Win']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ana', '$120']);
    expect(within(first!).getAllByRole('cell')[1]).toHaveClass('text-end', 'tabular-nums');
  });
});
