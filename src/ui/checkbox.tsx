import { type ReactNode, type Ref } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText } from './field-parts';
import { CheckIcon } from './icons';
import * as s from './checkbox.css';

export type CheckboxProps = Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'validationBehavior'> & {
  /** The visible label, which is also the checkbox's accessible name. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/** A checkbox with optional description and error (react-aria CheckboxField + CheckboxButton). */
export function Checkbox({ children, description, errorMessage, className, ...rest }: CheckboxProps) {
  return (
    <CheckboxField {...rest} validationBehavior="aria" className={[s.checkboxField, className].filter(Boolean).join(' ')}>
      <CheckboxButton className={s.checkbox}>
        {({ isSelected }) => (
          <>
            <span className={s.box} aria-hidden="true">
              {isSelected ? <CheckIcon className={s.check} /> : null}
            </span>
            {/* The error summary names the checkbox by this text (fieldLabel in src/lib/forms/focus-first.ts). */}
            <span data-field-label={typeof children === 'string' ? children : undefined}>{children}</span>
          </>
        )}
      </CheckboxButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </CheckboxField>
  );
}
