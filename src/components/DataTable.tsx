import { Table } from '@chakra-ui/react';
import { useTable, type Column } from 'react-table';

interface DataTableProps<T extends object> {
  columns: Column<T>[];
  data: T[];
  /** Accessible name of the table. */
  label: string;
  getRowId?: (row: T, index: number) => string;
  emptyMessage?: string;
}

/**
 * A plain table on react-table 7. Sorting and paging are done by the server (the callers put them
 * in the URL), so this only lays out headers and cells.
 */
export function DataTable<T extends object>({ columns, data, label, getRowId, emptyMessage = 'No results' }: DataTableProps<T>) {
  const { getTableProps, getTableBodyProps, headerGroups, rows, prepareRow } = useTable<T>({ columns, data, getRowId });
  return (
    <Table.Root size="sm" aria-label={label} {...getTableProps()}>
      <Table.Header>
        {headerGroups.map((group) => {
          const { key, ...props } = group.getHeaderGroupProps();
          return (
            <Table.Row key={key} {...props}>
              {group.headers.map((column) => {
                const { key: cellKey, ...cellProps } = column.getHeaderProps();
                return (
                  <Table.ColumnHeader key={cellKey} {...cellProps}>
                    {column.render('Header')}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          );
        })}
      </Table.Header>
      <Table.Body {...getTableBodyProps()}>
        {rows.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={columns.length}>{emptyMessage}</Table.Cell>
          </Table.Row>
        )}
        {rows.map((row) => {
          prepareRow(row);
          const { key, ...props } = row.getRowProps();
          return (
            <Table.Row key={key} {...props}>
              {row.cells.map((cell) => {
                const { key: cellKey, ...cellProps } = cell.getCellProps();
                return (
                  <Table.Cell key={cellKey} {...cellProps}>
                    {cell.render('Cell')}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
