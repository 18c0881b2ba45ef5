import { type Ref } from 'react';
import {
  Button as AriaButton,

  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
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
            <Input className={groupInput} placeholder={placeholder} />
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
