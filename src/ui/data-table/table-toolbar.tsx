import { memo, type ReactNode } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { Button } from '../button';
import { FieldLabel } from '../field-parts';
import { field, input } from '../field.css';
import { Select } from '../select';
import type { DataTableColumn } from './columns';
import { FiltersDisclosure } from './filters-disclosure';
import { SelectStandIn, TextFieldStandIn, UntilFieldsReady } from './field-stand-ins';
import { useSearchDraft } from './use-search-draft';
import * as s from './data-table.css';

/** The filter select's option for "no filter". */
export const ALL_OPTION = '*';

type Props<T> = {
  /** No search field when undefined. */
  searchLabel: string | undefined;
  searchPlaceholder: string | undefined;
  /** The search the view applies; the field's own text runs ahead of it while typing. */
  appliedSearch: string;
  onSearchApply: (text: string) => void;
  filterColumns: readonly DataTableColumn<T>[];
  filters: Readonly<Record<string, string>>;
  onFilterChange: (columnId: string, value: string | null) => void;
  onExport?: () => void;
  isExportDisabled: boolean;
};

const sameFilters = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * Search field, one select per filterable column (behind 'Filtros (N)' on a phone), and the CSV export. Memoised (filters by
 * value): a page change or a sort does not re-render the selects (docs/decisions/0016).
 */
export const TableToolbar = memo(ToolbarContent, (prev, next) =>
  (Object.keys(next) as (keyof Props<unknown>)[]).every((key) =>
    key === 'filters' ? sameFilters(prev.filters, next.filters) : prev[key] === next[key],
  ),
) as typeof ToolbarContent;

function ToolbarContent<T>({
  searchLabel,
  searchPlaceholder,
  appliedSearch,
  onSearchApply,
  filterColumns,
  filters,
  onFilterChange,
  onExport,
  isExportDisabled,
}: Props<T>) {
  if (searchLabel === undefined && filterColumns.length === 0 && !onExport) return null;
  return (
    <div className={s.toolbar}>
      {searchLabel !== undefined ? (
        <UntilFieldsReady
          standIn={<TextFieldStandIn className={`${field} ${s.search}`} type="search" label={searchLabel} placeholder={searchPlaceholder} value={appliedSearch} />}
        >
          <TableSearchField label={searchLabel} placeholder={searchPlaceholder} applied={appliedSearch} onApply={onSearchApply} />
        </UntilFieldsReady>
      ) : null}
      {filterColumns.length > 0 ? <FilterSelects filterColumns={filterColumns} filters={filters} onFilterChange={onFilterChange} /> : null}
      {onExport ? (
        <Button variant="secondary" className={s.exportButton} onPress={() => void onExport()} isDisabled={isExportDisabled}>
          Exportar CSV
        </Button>
      ) : null}
    </div>
  );
}

type FilterProps<T> = Pick<Props<T>, 'filterColumns' | 'filters' | 'onFilterChange'>;

/**
 * The filter selects, memoised on their own: the rows arriving enable the export, which
 * re-renders the toolbar, but not these selects (each a react-aria collection, costly to
 * render again; issue 18).
 */
const FilterSelects = memo(
  function FilterSelects<T>({ filterColumns, filters, onFilterChange }: FilterProps<T>) {
    return (
      <FiltersDisclosure activeCount={filterColumns.filter((column) => filters[column.id] !== undefined).length}>
        {filterColumns.map((column) => {
          const label = column.filter!.label ?? column.header;
          const options = [{ id: ALL_OPTION, label: 'Todos' }, ...column.filter!.options.map((o) => ({ id: o.value, label: o.label }))];
          const value = filters[column.id] ?? ALL_OPTION;
          return (
            <UntilFieldsReady
              key={column.id}
              standIn={<SelectStandIn className={s.filter} label={label} value={options.find((o) => o.id === value)?.label ?? ''} />}
            >
              <Select
                className={s.filter}
                label={label}
                options={options}
                value={value}
                onChange={(next) => onFilterChange(column.id, next === ALL_OPTION || next === null ? null : String(next))}
              />
            </UntilFieldsReady>
          );
        })}
      </FiltersDisclosure>
    );
  },
  (prev, next) => prev.filterColumns === next.filterColumns && prev.onFilterChange === next.onFilterChange && sameFilters(prev.filters, next.filters),
) as <T>(props: FilterProps<T>) => ReactNode;

type SearchProps = { label: string; placeholder: string | undefined; applied: string; onApply: (text: string) => void };

/** The search field keeps its own text, so a keystroke re-renders the field, not the table. */
function TableSearchField({ label, placeholder, applied, onApply }: SearchProps) {
  const [text, setText] = useSearchDraft(applied, onApply);
  return (
    <SearchField className={`${field} ${s.search}`} value={text} onChange={setText}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
    </SearchField>
  );
}
