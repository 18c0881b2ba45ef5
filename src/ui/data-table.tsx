import { useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Input,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  type Key,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from './button';
import { FieldLabel } from './field-parts';
import { field, input } from './field.css';
import { SortIcon } from './icons';
import { Spinner } from './spinner';
import { useDebouncedValue } from './use-debounced-value';
import { filterRows, paginate, sortRows, TABLE_PAGE_SIZE, TABLE_SEARCH_DEBOUNCE_MS, type SortValue } from './data-table-model';
import * as s from './data-table.css';

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** The column that names the row for screen readers (e.g. the team name); the first column by default. */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
};

export type DataTableProps<T> = {
  /** Accessible name of the table ('Equipos', 'Pagos'). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Turns on the search field; returns the text a row is found by. */
  searchText?: (row: T) => string;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Shown when there are no rows (or none match the search). */
  emptyText?: string;
  /** While loading, rows are replaced by a spinner and the table is marked busy. */
  isLoading?: boolean;
  /** Opening a row (click or Enter), e.g. payments open view/{payment_id}. */
  onRowAction?: (row: T) => void;
  initialSort?: { column: string; direction: 'ascending' | 'descending' };
  pageSize?: number;
  /** Extra filters next to the search field. */
  toolbar?: ReactNode;
};

/**
 * A client-side table: search (500 ms debounce), optional sorting, 10 rows per page with
 * 'Anterior' / 'Siguiente' and 'Página X de Y', empty and loading states. Built on the
 * react-aria Table (a keyboard-navigable grid with aria-sort on sortable headers).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  searchText,
  searchLabel = 'Buscar',
  searchPlaceholder,
  emptyText = 'No hay datos para mostrar.',
  isLoading = false,
  onRowAction,
  initialSort,
  pageSize = TABLE_PAGE_SIZE,
  toolbar,
}: DataTableProps<T>) {
  const [query, setQuery] = useState('');
  const appliedQuery = useDebouncedValue(query, TABLE_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const [requestedPage, setPage] = useState(1);
  // A new search starts again at page 1 (without an effect: the page belongs to a query).
  const [pageQuery, setPageQuery] = useState(appliedQuery);
  if (pageQuery !== appliedQuery) {
    setPageQuery(appliedQuery);
    setPage(1);
  }

  const visible = useMemo(() => {
    const found = searchText ? filterRows(rows, appliedQuery, searchText) : rows;
    const sortColumn = columns.find((c) => c.id === sort?.column);
    return sortColumn?.sortValue && sort ? sortRows(found, sortColumn.sortValue, sort.direction) : found;
  }, [rows, appliedQuery, searchText, columns, sort]);

  const { rows: pageRows, page, pageCount } = paginate(visible, requestedPage, pageSize);
  const rowHeader = columns.find((c) => c.isRowHeader)?.id ?? columns[0]?.id;
  const byKey = new Map(pageRows.map((r) => [rowKey(r), r]));

  return (
    <div className={s.wrapper}>
      {searchText || toolbar ? (
        <div className={s.toolbar}>
          {searchText ? (
            <SearchField className={`${field} ${s.search}`} value={query} onChange={setQuery}>
              <FieldLabel>{searchLabel}</FieldLabel>
              <Input className={input} placeholder={searchPlaceholder} />
            </SearchField>
          ) : null}
          {toolbar}
        </div>
      ) : null}

      <div className={s.scroller} aria-busy={isLoading || undefined}>
        <Table
          aria-label={label}
          className={s.table}
          sortDescriptor={sort}
          onSortChange={setSort}
          onRowAction={onRowAction ? (key) => onRowAction(byKey.get(key)!) : undefined}
        >
          <TableHeader columns={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.id === rowHeader}
                allowsSorting={Boolean(column.sortValue)}
                className={[s.column, column.align === 'end' ? s.alignEnd : undefined].filter(Boolean).join(' ')}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={s.columnContent}>
                    {column.header}
                    {allowsSorting ? <SortIcon className={s.sortIcon} direction={sortDirection} /> : null}
                  </span>
                )}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={isLoading ? [] : pageRows.map((row) => ({ id: rowKey(row), row }))}
            dependencies={[columns]}
            renderEmptyState={() => <div className={s.empty}>{isLoading ? <Spinner label="Cargando…" showLabel /> : emptyText}</div>}
          >
            {(item) => (
              <Row id={item.id} columns={columns} className={s.row}>
                {(column) => (
                  <Cell className={[s.cell, column.align === 'end' ? s.alignEnd : undefined].filter(Boolean).join(' ')}>
                    {column.cell(item.row)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>

      <nav className={s.pagination} aria-label={`Paginación de ${label}`}>
        <Button variant="secondary" size="sm" onPress={() => setPage(page - 1)} isDisabled={isLoading || page <= 1}>
          Anterior
        </Button>
        <span className={s.pageStatus} aria-live="polite">
          Página {page} de {pageCount}
        </span>
        <Button variant="secondary" size="sm" onPress={() => setPage(page + 1)} isDisabled={isLoading || page >= pageCount}>
          Siguiente
        </Button>
      </nav>
    </div>
  );
}
