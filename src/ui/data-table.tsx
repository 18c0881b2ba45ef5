import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';
import { columnKind, isOnScreen, type DataTableColumn } from './data-table/columns';
import { displayText } from './data-table/cell-format';
import { countText, type Noun } from './data-table/count-text';
import { ACTIONS_COLUMN, ListTable, type RowOpening } from './data-table/list-table';
import { NoResults } from './data-table/no-results';
import { PrintTable } from './data-table/print-table';
import { TablePagination } from './data-table/table-pagination';
import { usePrinting } from './data-table/use-printing';
import { TableToolbar } from './data-table/table-toolbar';
import { FieldsReady } from './data-table/field-stand-ins';
import { useViewState } from './data-table/use-view-state';
import { useVisibleRows } from './data-table/use-visible-rows';
import type { TableView } from './data-table/view-state';
import { paginate, TABLE_PAGE_SIZE } from './data-table/visible-rows';
import * as s from './data-table/data-table.css';

export type { CellValue, ColumnFilter, ColumnKind, DataTableColumn, FilterOption } from './data-table/columns';
export type { Noun } from './data-table/count-text';
export { TABLE_PAGE_SIZE } from './data-table/visible-rows';
export { TABLE_SEARCH_DEBOUNCE_MS } from './data-table/use-search-draft';

/** A button in the row's 'Acciones' cell; its accessible name adds the row's name ('Editar Los Dorados'). */
export type RowAction<T> = {
  label: string;
  onAction: (row: T) => void;
  isHidden?: (row: T) => boolean;
  /** The button's accessible name when the row header alone does not tell rows apart (a team in two categories). */
  accessibleName?: (row: T) => string;
  variant?: 'secondary' | 'danger';
};

export type DataTableProps<T> = {
  /** Accessible name of the table ('Equipos', 'Pagos'). */
  label: string;
  /** What a row is, for the total ('63 equipos', '1 equipo') and the empty search ('No hay equipos que…'). */
  noun?: Noun;
  /** Printed under the list's title with the date: what the list belongs to ('Competencia: Torneo 2026'). */
  printContext?: string;
  /** Declare outside the component (or memoise): the precomputed search keys follow its identity. */
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** Turns the search field on (matches the searchable columns' shown text). */
  search?: { label?: string; placeholder?: string } | false;
  /** No rows at all. */
  emptyText?: string;
  /** Rows exist, but the filters exclude them all (a search names itself: 'No hay equipos que coincidan con «xyz»'). */
  noResultsText?: string;
  /** While loading, rows are replaced by a spinner and the table is marked busy. */
  isLoading?: boolean;
  /** Opening a row by click or Enter, e.g. a detail in a dialog. */
  onRowAction?: (row: T) => void;
  /** Rows that are links to a detail page (payments open view/{payment_id}). */
  rowHref?: (row: T) => string;
  rowActions?: readonly RowAction<T>[];
  /** Rows set apart (the user's own team in the results); say why in a cell too, never by colour alone. */
  isRowEmphasized?: (row: T) => boolean;
  initialSort?: TableView['sort'];
  /** Offers 'Exportar CSV' of the filtered rows (all pages) as `<csvFileName>.csv`. */
  csvFileName?: string;
  /** The view lives in the query string (default): reload, a shared link and Back show it again. */
  syncUrl?: boolean;
  /** Prefix of the query parameters when a page has two tables ('pagos.'). */
  urlPrefix?: string;
  pageSize?: number;
  /**
   * False for a table read and printed whole (the results: at most 15 positions): every row on
   * one page and no pager, whose 'Filas por página' would have no size to show (issue 31).
   */
  isPaged?: boolean;
  /**
   * Told the rows the search and filters select (all pages, in order) whenever they change,
   * for an action over the filtered view (send a reminder to every pending team shown).
   */
  onVisibleRowsChange?: (rows: readonly T[]) => void;
};

const DEFAULT_NOUN: Noun = { one: 'resultado', other: 'resultados' };

/**
 * The one table of every admin list (docs/decisions/0016, 0040, 0061): a semantic table whose
 * column headers sort (aria-sort) and whose rows link to their detail (src/ui/data-table/list-table.tsx),
 * search 500 ms after typing stops (case and accents aside),
 * a select per filterable column, the total, 10 rows per page (or 25, 50, 100) with
 * 'Anterior' / 'Siguiente' and a page field, loading, empty and no-results states, row
 * actions, rows that open a detail, CSV export, and the whole view in the URL. Only the
 * current page is rendered; on a phone each row is a card (CSS only); printed, the whole
 * filtered list as a plain table.
 *
 * Memoised (decision 0041): a page that re-renders for something else (a query's status, a
 * dialog) does not rebuild the table, when it passes stable props (columns, noun and row
 * functions declared outside the component or memoised).
 *
 * New rows (and the end of loading) are shown by a deferred render (decision 0060): a query's
 * answer arrives as an urgent update that would build the whole table, its filters and its
 * pagination in one long task; deferred, React renders them in short slices the browser can
 * interrupt, and only the commit is one task.
 */
export const DataTable = memo(function DataTable<T>(props: DataTableProps<T>) {
  const { rows, isLoading = false } = props;
  // One value, so rows and loading change together: never 'no rows' with loading already over.
  const data = useMemo(() => ({ rows, isLoading }), [rows, isLoading]);
  const shown = useDeferredValue(data);
  return <DataTableContent {...props} rows={shown.rows} isLoading={shown.isLoading} />;
}) as typeof DataTableView;

const DataTableContent = memo(DataTableView) as typeof DataTableView;

function DataTableView<T>({
  label,
  noun = DEFAULT_NOUN,
  printContext,
  columns,
  rows,
  search,
  emptyText = 'No hay datos para mostrar.',
  noResultsText = 'No se encontraron resultados.',
  isLoading = false,
  onRowAction,
  rowHref,
  rowActions,
  isRowEmphasized,
  initialSort = null,
  csvFileName,
  syncUrl = true,
  urlPrefix,
  pageSize = TABLE_PAGE_SIZE,
  isPaged = true,
  onVisibleRowsChange,
}: DataTableProps<T>) {
  const [view, updateView] = useViewState(columns, { syncUrl, prefix: urlPrefix, initialSort });
  const applySearch = useCallback((text: string) => updateView((v) => ({ ...v, search: text, page: 1 }), 'replace'), [updateView]);

  const visible = useVisibleRows(rows, columns, view);
  // Read by the export when pressed, so the toolbar need not re-render for every new result.
  const visibleRef = useRef(visible);
  useEffect(() => {
    visibleRef.current = visible;
  }, [visible]);
  useEffect(() => {
    onVisibleRowsChange?.(visible);
  }, [visible, onVisibleRowsChange]);
  const filterColumns = useMemo(() => columns.filter((c) => c.filter), [columns]);
  const onFilterChange = useCallback(
    (id: string, value: string | null) =>
      updateView((v) => {
        const filters = { ...v.filters };
        if (value === null) delete filters[id];
        else filters[id] = value;
        return { ...v, filters, page: 1 };
      }, 'push'),
    [updateView],
  );
  const onExport = useCallback(async () => {
    const { exportCsv } = await import('./data-table/csv');
    exportCsv(visibleRef.current, columns, csvFileName!);
  }, [columns, csvFileName]);
  const rowsPerPage = isPaged ? (view.pageSize ?? pageSize) : Math.max(rows.length, 1);
  const { rows: pageRows, page, pageCount } = useMemo(() => paginate(visible, view.page, rowsPerPage), [visible, view.page, rowsPerPage]);
  const onPageChange = useCallback((next: number) => updateView((v) => ({ ...v, page: next }), 'push'), [updateView]);
  // The first row on screen stays on screen: page 3 of 10 rows becomes page 1 of 25.
  const onPageSizeChange = useCallback(
    (size: number) =>
      updateView((v) => {
        const first = (v.page - 1) * (v.pageSize ?? pageSize);
        return { ...v, pageSize: size === pageSize ? null : size, page: Math.floor(first / size) + 1 };
      }, 'push'),
    [updateView, pageSize],
  );
  const clearSearch = useCallback(() => updateView((v) => ({ ...v, search: '', page: 1 }), 'push'), [updateView]);
  const isPrinting = usePrinting();
  const total = countText(visible.length, rows.length, noun);
  // The URL is parsed anew on every page change; one descriptor per sort keeps the headers as they are.
  const sortColumn = view.sort?.column;
  const sortDirection = view.sort?.direction;
  const sortDescriptor = useMemo(
    () => (sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : undefined),
    [sortColumn, sortDirection],
  );

  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  const rowHeaderId = rowHeader?.id;
  const shownColumns = useMemo(() => {
    const onScreen = columns.filter(isOnScreen);
    return rowActions?.length ? [...onScreen, { id: ACTIONS_COLUMN, header: 'Acciones', value: () => null } as DataTableColumn<T>] : onScreen;
  }, [columns, rowActions]);
  const opening = useMemo<RowOpening<T>>(() => (rowHref ? { href: rowHref } : onRowAction ? { action: onRowAction } : null), [rowHref, onRowAction]);
  const onSort = useCallback(
    // A new column sorts ascending; the sorted one turns around.
    (column: string) =>
      updateView((v) => {
        const direction = v.sort?.column === column && v.sort.direction === 'ascending' ? 'descending' : 'ascending';
        return { ...v, sort: { column, direction }, page: 1 };
      }, 'push'),
    [updateView],
  );
  // Stable while the columns and actions are: the memoised rows re-render only when their row changes.
  const renderCell = useCallback(
    (column: DataTableColumn<T>, row: T): ReactNode => {
      if (column.id === ACTIONS_COLUMN) {
        const rowName = rowHeader ? displayText(rowHeader.value(row), columnKind(rowHeader)) : '';
        return (
          <div className={s.actions}>
            {rowActions!
              .filter((a) => !a.isHidden?.(row))
              .map((a) => (
                <Button
                  key={a.label}
                  variant={a.variant ?? 'secondary'}
                  size="sm"
                  aria-label={a.accessibleName?.(row) ?? `${a.label} ${rowName}`}
                  onPress={() => a.onAction(row)}
                >
                  {a.label}
                </Button>
              ))}
          </div>
        );
      }
      if (column.cell) return column.cell(row);
      const text = displayText(column.value(row), columnKind(column));
      return text === '' ? '—' : text;
    },
    [rowHeader, rowActions],
  );
  const shownRows = isLoading ? [] : pageRows;
  // No rows at all: the empty state alone, without an export of nothing and a pager of one
  // empty page (issue 31: an empty results page stacked three of each).
  const isEmpty = !isLoading && rows.length === 0;

  // The fields' stand-ins in the first commit, the fields in the next render (decision 0079).
  const fieldsReady = useDeferredValue(true, false);
  return (
    <FieldsReady value={fieldsReady}>
      <div className={s.wrapper}>
        <TableToolbar
          searchLabel={search ? (search.label ?? 'Buscar') : undefined}
          searchPlaceholder={search ? search.placeholder : undefined}
          appliedSearch={view.search}
          onSearchApply={applySearch}
          filterColumns={filterColumns}
          filters={view.filters}
          onFilterChange={onFilterChange}
          onExport={csvFileName && !isEmpty ? onExport : undefined}
          isExportDisabled={isLoading || visible.length === 0}
        />

        {/* Always there, empty while loading: the count arriving does not push the table down (CLS). */}
        <p className={s.total} aria-live="polite">
          {isLoading ? null : total}
        </p>

        <div className={isPrinting ? `${s.scroller} ${s.screenOnly}` : s.scroller} aria-busy={isLoading || undefined}>
          <ListTable
            label={label}
            columns={shownColumns}
            rowHeaderId={rowHeaderId}
            rows={shownRows}
            renderCell={renderCell}
            opening={opening}
            isRowEmphasized={isRowEmphasized}
            sort={sortDescriptor}
            onSort={onSort}
            placeholderClassName={isLoading ? `${s.empty} ${s.loadingBody}` : s.empty}
            placeholder={
              isLoading ? (
                <Spinner label="Cargando…" showLabel />
              ) : rows.length === 0 ? (
                emptyText
              ) : view.search.trim() ? (
                <NoResults noun={noun} search={view.search.trim()} onClear={clearSearch} />
              ) : (
                noResultsText
              )
            }
          />
        </div>

        {isPaged && !isEmpty ? (
          <TablePagination
            label={label}
            page={page}
            pageCount={pageCount}
            pageSize={rowsPerPage}
            isDisabled={isLoading}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
          />
        ) : null}
        {isPrinting ? <PrintTable label={label} context={printContext} countText={total} columns={columns} rows={visible} /> : null}
      </div>
    </FieldsReady>
  );
}
