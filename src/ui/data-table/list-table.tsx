import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'wouter';
import { SortIcon } from '../control-icons';
import { columnAlign, isCompact, isSortable, type DataTableColumn } from './columns';
import * as s from './data-table.css';

export const ACTIONS_COLUMN = '__acciones';

export type SortDescriptor = { column: string; direction: 'ascending' | 'descending' };

/** How a row opens its detail: a link (a page) or an action (a dialog); none for read-only lists. */
export type RowOpening<T> = { href: (row: T) => string } | { action: (row: T) => void } | null;

type Props<T> = {
  label: string;
  columns: readonly DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  /** The current page's rows, keyed by their place on the page. */
  rows: readonly T[];
  renderCell: (column: DataTableColumn<T>, row: T) => ReactNode;
  opening: RowOpening<T>;
  isRowEmphasized?: (row: T) => boolean;
  sort: SortDescriptor | undefined;
  onSort: (column: string) => void;
  /** Shown in the body instead of rows (loading, empty, no results). */
  placeholder: ReactNode;
  placeholderClassName?: string;
};

const cellClass = (column: DataTableColumn<unknown>, base: string) =>
  [
    base,
    columnAlign(column) === 'end' || column.id === ACTIONS_COLUMN ? s.alignEnd : undefined,
    column.id === ACTIONS_COLUMN ? s.actionsColumn : isCompact(column) ? s.compact : undefined,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The list on screen as a semantic table (decision 0061): column headers that sort (aria-sort),
 * a row header per row, and in it the row's link (wouter's) or button to its detail; a click anywhere
 * else on the row opens it too. Nothing else is focusable: Tab goes from one row's link to the
 * next and through the row's actions. A table renders in one pass, where react-aria's grid
 * builds a hidden copy of every row first and renders the real rows in a second, synchronous
 * pass after the commit: that pass was the admin teams list's longest task (issue 18).
 */
export function ListTable<T>({ label, columns, rowHeaderId, rows, renderCell, opening, isRowEmphasized, sort, onSort, placeholder, placeholderClassName }: Props<T>) {
  return (
    // The roles are written out: on a phone CSS turns the rows into cards (display: flex), and
    // some browsers (Safari) drop a table's semantics when its display changes. The lint rules
    // below call them redundant, or take a cell for a grid's; here they are the point.
    <table role="table" aria-label={label} className={s.table}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <thead role="rowgroup" className={s.header}>
        <tr role="row">
          {columns.map((column) => (
            <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
          ))}
        </tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <tbody role="rowgroup">
        {rows.length === 0 ? (
          <tr role="row">
            {/* eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role */}
            <td role="cell" colSpan={columns.length}>
              <div className={placeholderClassName}>{placeholder}</div>
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <TableRow
              // By place on the page: turning a page updates the rendered rows in place (decision 0041).
              key={index}
              row={row}
              columns={columns}
              rowHeaderId={rowHeaderId}
              renderCell={renderCell}
              opening={opening}
              isEmphasized={isRowEmphasized?.(row) ?? false}
            />
          ))
        )}
      </tbody>
    </table>
  );
}

type HeaderProps<T> = { column: DataTableColumn<T>; sort: SortDescriptor | undefined; onSort: (column: string) => void };

/**
 * A sortable header is itself the control, as it was in the grid: focusable, pressed with a
 * click, Enter or Space, its state in aria-sort. A button inside would take the header's name,
 * and a list filtered by the same column ('Estado') would then have two buttons of that name.
 */
function HeaderCell<T>({ column, sort, onSort }: HeaderProps<T>) {
  const className = cellClass(column as DataTableColumn<unknown>, s.column);
  if (column.id === ACTIONS_COLUMN || !isSortable(column)) {
    return (
      <th scope="col" role="columnheader" className={className}>
        <span className={s.columnContent}>{column.header}</span>
      </th>
    );
  }
  const direction = sort?.column === column.id ? sort.direction : undefined;
  const press = () => onSort(column.id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    press();
  };
  return (
    <th scope="col" role="columnheader" className={className} aria-sort={direction ?? 'none'} tabIndex={0} data-allows-sorting onClick={press} onKeyDown={onKeyDown}>
      <span className={s.columnContent}>
        {column.header}
        <SortIcon className={s.sortIcon} direction={direction} />
      </span>
    </th>
  );
}

type RowProps<T> = {
  row: T;
  columns: readonly DataTableColumn<T>[];
  rowHeaderId: string | undefined;
  renderCell: (column: DataTableColumn<T>, row: T) => ReactNode;
  opening: RowOpening<T>;
  isEmphasized: boolean;
};

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="link"], [tabindex]';

/** Memoised: a render of the table for anything else (the export's state, a parent) reuses the rendered rows. */
const TableRow = memo(function TableRow<T>({ row, columns, rowHeaderId, renderCell, opening, isEmphasized }: RowProps<T>) {
  // A click on the row's empty space or text opens it, as the row's link would; a click on a
  // control of its own, a selection of text or a modified click (new tab: use the link) does not.
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!opening || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    // Only the row's own controls: the page around it has focusable ancestors too (main, tabindex -1).
    const control = (event.target as Element).closest(INTERACTIVE);
    if (control && event.currentTarget.contains(control)) return;
    if (window.getSelection()?.toString()) return;
    // The link itself is clicked, so the row goes where the link goes, through the same router.
    if ('action' in opening) opening.action(row);
    else event.currentTarget.querySelector<HTMLElement>('[data-row-opener]')?.click();
  };
  return (
    <tr role="row" className={isEmphasized ? `${s.row} ${s.emphasizedRow}` : s.row} data-opens={opening ? true : undefined} onClick={opening ? onClick : undefined}>
      {columns.map((column) => {
        const className = cellClass(column as DataTableColumn<unknown>, s.cell);
        if (column.id !== rowHeaderId) {
          // On a phone a row is a card, and each value says what it is (CSS shows the label).
          return (
            // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
            <td key={column.id} role="cell" className={className} data-label={column.id === ACTIONS_COLUMN ? undefined : column.header}>
              {renderCell(column, row)}
            </td>
          );
        }
        const content = renderCell(column, row);
        return (
          <th key={column.id} scope="row" role="rowheader" className={`${className} ${s.nameCell}`}>
            {!opening ? (
              content
            ) : 'href' in opening ? (
              // wouter's link, lighter than react-aria's for ten rows at once; '~' makes the path
              // absolute inside a nested router, as the app's paths are.
              <Link href={`~${opening.href(row)}`} className={s.rowOpener} data-row-opener>
                {content}
              </Link>
            ) : (
              <Button className={s.rowOpener} onPress={() => opening.action(row)}>
                {content}
              </Button>
            )}
          </th>
        );
      })}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
