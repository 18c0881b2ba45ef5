import { useState, type KeyboardEvent } from 'react';
import { Input, Label, Text, TextField } from 'react-aria-components';
import { input } from '../field.css';
import * as s from './data-table.css';

type Props = {
  page: number;
  pageCount: number;
  isDisabled: boolean;
  onPageChange: (page: number) => void;
};

/** The page a typed text names: its digits as a whole number, clamped to the pages that exist; null for no digits. */
export function pageFromText(text: string, pageCount: number): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Math.max(Number(digits), 1), Math.max(pageCount, 1));
}

/** The page field answers unless the whole pager is disabled or there is only one page to be on. */
export const pageFieldDisabled = (pagerDisabled: boolean, pageCount: number) => pagerDisabled || pageCount <= 1;

/**
 * 'Página [N] de Y': a field to reach any page directly, committed on Enter or on leaving it,
 * clamped to 1…Y (99 on a list of 7 pages shows page 7); ArrowUp / ArrowDown turn one page.
 * A text field that takes digits, not react-aria's NumberField: a page is a whole number
 * written as is ('1200', never '1.200'), and NumberField builds a locale number parser on
 * mount, the costliest part of the list's first render (issue 18, decision 0061).
 */
export function PageField({ page, pageCount, isDisabled, onPageChange }: Props) {
  // What is being typed; none shows the current page, which also changes from outside (Anterior / Siguiente, Back).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(page);

  const commit = () => {
    const next = pageFromText(text, pageCount);
    setDraft(null);
    if (next !== null && next !== page) onPageChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const next = Math.min(Math.max(page + (event.key === 'ArrowUp' ? 1 : -1), 1), pageCount);
      setDraft(null);
      if (next !== page) onPageChange(next);
    }
  };

  return (
    <TextField className={s.pageJump} value={text} onChange={setDraft} onBlur={commit} onKeyDown={onKeyDown} isDisabled={isDisabled}>
      <Label className={s.pageJumpText}>Página</Label>
      <Input className={`${input} ${s.pageInput}`} inputMode="numeric" autoComplete="off" />
      <Text slot="description" className={s.pageJumpText}>
        de {pageCount}
      </Text>
    </TextField>
  );
}
