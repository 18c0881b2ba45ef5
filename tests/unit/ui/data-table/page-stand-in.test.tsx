import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FieldsReady } from '@/ui/data-table/field-stand-ins';
import { TablePagination } from '@/ui/data-table/table-pagination';

// Decision 0079: a table's first commit draws the page field as a stand-in; it must look as the
// field a render later will, grey when the field will not answer (a one-page list, a pager disabled).
const renderPager = ({ pageCount, isDisabled = false, ready }: { pageCount: number; isDisabled?: boolean; ready: boolean }) =>
  render(
    <FieldsReady.Provider value={ready}>
      <TablePagination label="Equipos" page={1} pageCount={pageCount} pageSize={10} isDisabled={isDisabled} onPageChange={() => {}} onPageSizeChange={() => {}} />
    </FieldsReady.Provider>,
  );

/** The page's input: the stand-in's (hidden from assistive technology) before the fields are drawn, the field's after. */
const pageInput = (container: HTMLElement, ready: boolean) =>
  ready ? screen.getByRole<HTMLInputElement>('textbox', { name: 'Página' }) : container.querySelector<HTMLInputElement>('[data-stand-in] input[aria-label="Página"]')!;

describe('the page field and its stand-in', () => {
  for (const { pageCount, isDisabled, disabled } of [
    { pageCount: 1, isDisabled: false, disabled: true },
    { pageCount: 0, isDisabled: false, disabled: true },
    { pageCount: 5, isDisabled: true, disabled: true },
    { pageCount: 5, isDisabled: false, disabled: false },
  ]) {
    it(`${disabled ? 'are' : 'are not'} disabled alike (page count ${pageCount}${isDisabled ? ', the pager disabled' : ''})`, () => {
      for (const ready of [false, true]) {
        const { container, unmount } = renderPager({ pageCount, isDisabled, ready });
        const input = pageInput(container, ready);
        expect(input.disabled, ready ? 'field' : 'stand-in').toBe(disabled);
        expect(input.hasAttribute('data-disabled'), ready ? 'field' : 'stand-in').toBe(disabled);
        unmount();
      }
    });
  }
});
