import { memo } from 'react';
import { Button } from '../button';
import { Select } from '../select';
import { visuallyHidden } from '../visually-hidden.css';
import { input } from '../field.css';
import { SelectStandIn, TextFieldStandIn, UntilFieldsReady } from './field-stand-ins';
import { PageField, pageFieldDisabled } from './page-field';
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

const optionsOf = (sizes: readonly number[]) => sizes.map((size) => ({ id: size, label: String(size) }));
const pageSizeOptions = optionsOf(PAGE_SIZES);
/** The sizes offered, with the current one when a table chose another: the select always shows its value, never its placeholder. */
const optionsWith = (pageSize: number) =>
  PAGE_SIZES.includes(pageSize) ? pageSizeOptions : optionsOf([...PAGE_SIZES, pageSize].sort((a, b) => a - b));

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
        <UntilFieldsReady
          standIn={
            <TextFieldStandIn
              className={s.pageJump}
              labelClassName={s.pageJumpText}
              inputClassName={`${input} ${s.pageInput}`}
              label="Página"
              value={String(page)}
              after={<span className={s.pageJumpText}>de {pageCount}</span>}
              isDisabled={pageFieldDisabled(isDisabled, pageCount)}
            />
          }
        >
          <PageField page={page} pageCount={pageCount} isDisabled={pageFieldDisabled(isDisabled, pageCount)} onPageChange={onPageChange} />
        </UntilFieldsReady>
        <Button variant="secondary" size="sm" onPress={() => onPageChange(page + 1)} isDisabled={isDisabled || page >= pageCount}>
          Siguiente
        </Button>
      </div>
      <UntilFieldsReady standIn={<SelectStandIn className={s.pageSize} label="Filas por página" value={String(pageSize)} />}>
        <PageSizeSelect pageSize={pageSize} onPageSizeChange={onPageSizeChange} />
      </UntilFieldsReady>
      <span className={visuallyHidden} aria-live="polite">
        Página {page} de {pageCount}
      </span>
    </nav>
  );
});

type PageSizeProps = Pick<Props, 'pageSize' | 'onPageSizeChange'>;

/**
 * Its own memo: a search that changes the page count re-renders the page field, not this select
 * (npm run bench). Usable while the rows load (the size is part of the view, kept in the URL), so
 * their arrival does not render it again either (issue 18).
 */
const PageSizeSelect = memo(function PageSizeSelect({ pageSize, onPageSizeChange }: PageSizeProps) {
  return (
    <Select
      className={s.pageSize}
      label="Filas por página"
      options={optionsWith(pageSize)}
      value={pageSize}
      onChange={(size) => {
        if (size !== null) onPageSizeChange(size);
      }}
    />
  );
});
