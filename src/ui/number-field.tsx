import { type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import {
  Button as AriaButton,

  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { pastedDecimal } from '@/lib/format/pasted-decimal';
import { GroupedFieldParts, type FieldChromeProps } from './field-parts';
import { field, groupButton, groupInput } from './field.css';

export type NumberFieldProps = Omit<
  AriaNumberFieldProps,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior'
> &
  FieldChromeProps & {
    /** null while empty (react-aria says NaN; forms and zod prefer null). */
    value?: number | null;
    defaultValue?: number | null;
    onChange?: (value: number | null) => void;
    /** Show − / + buttons (off for ids, amounts and the like). */
    hasSteppers?: boolean;
    placeholder?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

const toAria = (v: number | null | undefined) => (v === undefined ? undefined : v === null ? Number.NaN : v);

/** The input's own value setter: React's tracker then sees the typed change as the user's. */
const setTypedValue = (input: HTMLInputElement, value: string, caret: number) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * In es-AR the point groups thousands, so '87.5' would read 875. Argentines type both '87,5'
 * and '87.5' for a decimal (issue 21): in a field declared with decimals, a point typed while
 * there is no comma yet is the decimal comma. Fields without declared decimals (prices, where
 * '210.000' groups thousands) keep the locale's reading.
 */
const typeDecimalPointAsComma = (event: KeyboardEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  if (event.key !== '.' || input.value.includes(',')) return;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  setTypedValue(input, `${input.value.slice(0, start)},${input.value.slice(end)}`, start + 1);
};

/**
 * The same for a pasted number ('87.5', '1.234,5', '1234.5'): it goes in as es-AR text
 * (pasted-decimal.ts), in place of the selection; text that is no plain number is left to the
 * field, which refuses it as it refuses typing.
 */
const pasteDecimal = (maximumFractionDigits: number) => (event: ClipboardEvent<HTMLInputElement>) => {
  const text = pastedDecimal(event.clipboardData.getData('text/plain'), maximumFractionDigits);
  if (text === undefined) return;
  event.preventDefault();
  // Before react-aria's own paste handler, which would commit the raw text ('87.5' as 875).
  event.stopPropagation();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  setTypedValue(input, `${input.value.slice(0, start)}${text}${input.value.slice(end)}`, start + text.length);
};

/** A labelled number input formatted for es-AR (decimal comma), with optional steppers. */
export function NumberField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  hasSteppers = false,
  placeholder,
  className,
  isRequired,
  isDisabled,
  ...rest
}: NumberFieldProps) {
  const fractionDigits = rest.formatOptions?.maximumFractionDigits ?? 0;
  const takesDecimals = fractionDigits > 0;
  return (
    <AriaNumberField
      {...rest}
      value={toAria(value)}
      defaultValue={toAria(defaultValue)}
      onChange={(v) => onChange?.(Number.isNaN(v) ? null : v)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={[field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid }) => (
        <>
          <GroupedFieldParts label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} isInvalid={isInvalid} isDisabled={isDisabled}>
            {hasSteppers ? (
              <AriaButton slot="decrement" className={groupButton}>
                <span aria-hidden="true">−</span>
              </AriaButton>
            ) : null}
            <Input className={groupInput} placeholder={placeholder} onKeyDown={takesDecimals ? typeDecimalPointAsComma : undefined}
              onPasteCapture={takesDecimals ? pasteDecimal(fractionDigits) : undefined}
            />
            {hasSteppers ? (
              <AriaButton slot="increment" className={groupButton}>
                <span aria-hidden="true">+</span>
              </AriaButton>
            ) : null}
          </GroupedFieldParts>
        </>
      )}
    </AriaNumberField>
  );
}
