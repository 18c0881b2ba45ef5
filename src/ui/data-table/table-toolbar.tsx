import { Input, SearchField } from 'react-aria-components';
import { Button } from '../button';
import { FieldLabel } from '../field-parts';
import { field, input } from '../field.css';
import { Select } from '../select';
import type { DataTableColumn } from './columns';
import * as s from './data-table.css';

/** The filter select's option for "no filter". */
export const ALL_OPTION = '*';

type Props<T> = {
  search?: { label: string; placeholder?: string; value: string; onChange: (text: string) => void };
  filterColumns: readonly DataTableColumn<T>[];
  filters: Readonly<Record<string, string>>;
  onFilterChange: (columnId: string, value: string | null) => void;
  onExport?: () => void;
  isExportDisabled: boolean;
};

/** Search field, one select per filterable column, and the CSV export. */
export function TableToolbar<T>({ search, filterColumns, filters, onFilterChange, onExport, isExportDisabled }: Props<T>) {
  if (!search && filterColumns.length === 0 && !onExport) return null;
  return (
    <div className={s.toolbar}>
      {search ? (
        <SearchField className={`${field} ${s.search}`} value={search.value} onChange={search.onChange}>
          <FieldLabel>{search.label}</FieldLabel>
          <Input className={input} placeholder={search.placeholder} />
        </SearchField>
      ) : null}
      {filterColumns.map((column) => (
        <Select
          key={column.id}
          className={s.filter}
          label={column.filter!.label ?? column.header}
          options={[{ id: ALL_OPTION, label: 'Todos' }, ...column.filter!.options.map((o) => ({ id: o.value, label: o.label }))]}
          value={filters[column.id] ?? ALL_OPTION}
          onChange={(value) => onFilterChange(column.id, value === ALL_OPTION || value === null ? null : String(value))}
        />
      ))}
      {onExport ? (
        <Button variant="secondary" className={s.exportButton} onPress={onExport} isDisabled={isExportDisabled}>
          Exportar CSV
        </Button>
      ) : null}
    </div>
  );
}
