import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumns,
  TableHead,
  TableRow,
} from '../../../components/ui/table';

/** A small table: a caption, its columns, one row per entry (the first cell names it), or a line when empty. */
export function CountTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableColumns columns={columns} />
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="text-slate-600">
              Nothing in this period.
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.key}>
              <TableHead scope="row" className="max-w-xs truncate">
                {row.cells[0]}
              </TableHead>
              {row.cells.slice(1).map((cell, index) => (
                <TableCell key={index} className="tabular-nums">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
