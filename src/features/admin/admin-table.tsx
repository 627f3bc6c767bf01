import type { CSSProperties, ReactNode } from 'react';
import table from './admin-table.module.css';

/** One column of a console list: its heading, and what each row shows under it. */
export interface AdminColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** A row's buttons: on a phone the cell shows no column name before it (admin-table.module.css). */
  actions?: boolean;
  style?: CSSProperties;
  testId?: string;
}

interface AdminTableProps<Row> {
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId: string;
  rowTestId: string;
}

/**
 * A console list (requests, grievances, feedback, admins, activity, link cards, unmatched messages):
 * one markup for every screen, columns on a wide screen and one card per row on a phone, where each
 * cell shows its column's heading (data-label) before the value.
 */
export function AdminTable<Row>({ columns, rows, rowKey, testId, rowTestId }: AdminTableProps<Row>) {
  return (
    <table className={table.table} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId}>
            {columns.map((column) => (
              <td key={column.heading} data-label={column.actions ? undefined : column.heading} data-testid={column.testId} style={column.style}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
