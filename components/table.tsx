import type { Key, ReactNode } from 'react';
import { cn } from './cn';

export type TableColumn<Row> = {
  /** Stable id of the column. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Text alignment (logical, so RTL mirrors); numbers and amounts go to the end. */
  align?: 'start' | 'end';
  /** Figures: tabular digits. */
  numeric?: boolean;
  /** Shown from tablets up only (secondary detail like a time). */
  wide?: boolean;
  className?: string;
};

type Props<Row> = {
  /** Names the table for assistive technology; visible only when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  className?: string;
};

/** A column's cell classes; a header cell is `font-medium` whatever weight the column's data cells have. */
const cellClass = (column: TableColumn<never>, header = false) =>
  cn(
    'py-2 pe-3 last:pe-0',
    column.align === 'end' ? 'text-end' : 'text-start',
    column.numeric && 'tabular-nums',
    column.wide && 'hidden md:table-cell',
    // Classes are joined, not merged (components/cn.ts): the header drops the column's own weight.
    header ? [column.className?.split(' ').filter((c) => !c.startsWith('font-')), 'font-medium'] : column.className,
  );

/** A data table (winners, jackpot wins, histories): a caption, column headers with scope, rows divided by a border. */
export function Table<Row>({ caption, showCaption = false, columns, rows, rowKey, className }: Props<Row>) {
  return (
    <table className={cn('w-full text-sm', className)}>
      <caption className={showCaption ? 'mb-2 text-start font-semibold' : 'sr-only'}>{caption}</caption>
      <thead className="text-(--muted)">
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column as TableColumn<never>, true)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className="border-t border-(--border)">
            {columns.map((column) => (
              <td key={column.key} className={cellClass(column as TableColumn<never>)}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
