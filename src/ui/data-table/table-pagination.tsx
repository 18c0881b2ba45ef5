import { memo } from 'react';
import { Input, Label, NumberField, Text } from 'react-aria-components';
import { Button } from '../button';
import { input } from '../field.css';
import { Select } from '../select';
import { visuallyHidden } from '../visually-hidden.css';
import { PAGE_SIZES } from './visible-rows';
import * as s from './data-table.css';

type Props = {
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  isDisabled: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

const pageSizeOptions = PAGE_SIZES.map((size) => ({ id: size, label: String(size) }));
/** Page numbers are identifiers: 'Página 1200', not '1.200'. */
const pageNumberFormat = { useGrouping: false, maximumFractionDigits: 0 } as const;

/**
 * 'Anterior' / 'Siguiente' around 'Página [N] de Y', where N is a field to reach any page
 * directly (at 5,000 teams stepping is unusable), and the page size (issue 21). The status
 * 'Página X de Y' is announced politely when it changes. Memoised: a search or a sort that
 * keeps the page does not re-render the fields.
 */
export const TablePagination = memo(function TablePagination({ label, page, pageCount, pageSize, isDisabled, onPageChange, onPageSizeChange }: Props) {
  return (
    <nav className={s.pagination} aria-label={`Paginación de ${label}`}>
      <div className={s.pageMoves}>
        <Button variant="secondary" size="sm" onPress={() => onPageChange(page - 1)} isDisabled={isDisabled || page <= 1}>
          Anterior
        </Button>
        <NumberField
          className={s.pageJump}
          value={page}
          minValue={1}
          maxValue={pageCount}
          formatOptions={pageNumberFormat}
          isDisabled={isDisabled || pageCount <= 1}
          // Committed on Enter or on leaving the field; react-aria clamps it to 1…pageCount.
          onChange={(next) => {
            if (Number.isFinite(next) && next !== page) onPageChange(next);
          }}
        >
          <Label className={s.pageJumpText}>Página</Label>
          <Input className={`${input} ${s.pageInput}`} />
          <Text slot="description" className={s.pageJumpText}>
            de {pageCount}
          </Text>
        </NumberField>
        <Button variant="secondary" size="sm" onPress={() => onPageChange(page + 1)} isDisabled={isDisabled || page >= pageCount}>
          Siguiente
        </Button>
      </div>
      <PageSizeSelect pageSize={pageSize} isDisabled={isDisabled} onPageSizeChange={onPageSizeChange} />
      <span className={visuallyHidden} aria-live="polite">
        Página {page} de {pageCount}
      </span>
    </nav>
  );
});

type PageSizeProps = Pick<Props, 'pageSize' | 'isDisabled' | 'onPageSizeChange'>;

/** Its own memo: a search that changes the page count re-renders the page field, not this select (npm run bench). */
const PageSizeSelect = memo(function PageSizeSelect({ pageSize, isDisabled, onPageSizeChange }: PageSizeProps) {
  return (
    <Select
      className={s.pageSize}
      label="Filas por página"
      options={pageSizeOptions}
      value={pageSize}
      isDisabled={isDisabled}
      onChange={(size) => {
        if (size !== null) onPageSizeChange(size);
      }}
    />
  );
});
