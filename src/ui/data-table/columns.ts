import type { ReactNode } from 'react';

/** A cell as data: what the table searches, sorts by and exports. Dates as ISO strings or Date. */
export type CellValue = string | number | boolean | Date | null | undefined;

/**
 * How a value reads: 'date' → dd/mm/aaaa, 'datetime' → 'dd/mm/aaaa, hh:mm' on screen and
 * 'dd/mm/aaaa hh:mm' in the CSV (Argentine time, 24 h),
 * 'money' → '$ 45.000,00' on screen and 45000,00 in the CSV, 'boolean' → Sí / No,
 * 'id' → an identifier as written, never grouped (registration 3048, not '3.048'), sorted as a number.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean' | 'id';

export type FilterOption = { value: string; label: string };

/** A per-column filter: a select with 'Todos' plus these options (status, role, payment type). */
export type ColumnFilter<T> = {
  /** The select's label; the column header by default. */
  label?: string;
  options: readonly FilterOption[];
  /** The option value a row has; `String(column.value(row))` by default. */
  value?: (row: T) => string;
  /**
   * The option values of a row that has several (a team's categories): the row matches
   * each of them. Takes the place of `value`.
   */
  values?: (row: T) => readonly string[];
};

/**
 * One column, declared once: the same definition drives the cell, search, sorting, the
 * filter and the CSV export, so a screen never restates its fields for each feature.
 */
export type DataTableColumn<T> = {
  /** Stable id, also the column's name in the URL (sorting and filter). */
  id: string;
  header: string;
  value: (row: T) => CellValue;
  kind?: ColumnKind;
  /** Custom rendering (a badge, a link); the formatted value otherwise. */
  cell?: (row: T) => ReactNode;
  /** Sortable unless false. */
  sortable?: boolean;
  /** Found by the search unless false (e.g. a column of buttons). */
  searchable?: boolean;
  /** In the CSV export unless false. */
  exportable?: boolean;
  filter?: ColumnFilter<T>;
  /** The column that names the row for screen readers (the first column by default). */
  isRowHeader?: boolean;
  /** 'end' by default for numbers and money. */
  align?: 'start' | 'end';
  /**
   * False keeps the column out of the table on screen, where the row's detail shows it (so the
   * list fits 1280 px without sideways scrolling); it is still searched, filtered, exported and printed.
   */
  onScreen?: boolean;
  /** False leaves the column out of the printed list (a column of buttons). */
  printable?: boolean;
  /**
   * One line, as narrow as its content, so the names get the width; true by default for every
   * kind but text. For short texts too: '3/3', a status badge.
   */
  compact?: boolean;
};

export const columnKind = (column: { kind?: ColumnKind }): ColumnKind => column.kind ?? 'text';
export const isSortable = (column: { sortable?: boolean }) => column.sortable !== false;
export const isSearchable = (column: { searchable?: boolean }) => column.searchable !== false;
export const isExportable = (column: { exportable?: boolean }) => column.exportable !== false;
export const isOnScreen = (column: { onScreen?: boolean }) => column.onScreen !== false;
export const isPrintable = (column: { printable?: boolean }) => column.printable !== false;
/** Short values (numbers, dates, Sí / No) keep to one line and give their width to the names. */
export const isCompact = (column: { kind?: ColumnKind; compact?: boolean }) => column.compact ?? (column.kind !== undefined && column.kind !== 'text');
export const columnAlign = (column: { kind?: ColumnKind; align?: 'start' | 'end' }) =>
  column.align ?? (column.kind === 'number' || column.kind === 'money' ? 'end' : 'start');

/** The option value a row has in a filtered column, or its values when it may have several. */
export const filterValueOf = <T>(column: DataTableColumn<T>, row: T): string | readonly string[] => {
  if (column.filter?.values) return column.filter.values(row);
  return column.filter?.value ? column.filter.value(row) : String(column.value(row) ?? '');
};
