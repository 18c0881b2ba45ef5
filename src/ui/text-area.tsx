import { type Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from './field-parts';
import { field, textArea } from './field.css';

/** SPEC §9: text areas start with 3 rows. */
export const DEFAULT_TEXTAREA_ROWS = 3;

export type TextAreaProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validationBehavior'> &
  FieldChromeProps & {
    rows?: number;
    placeholder?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** A labelled multi-line text field. */
export function TextArea({ label, description, errorMessage, rows = DEFAULT_TEXTAREA_ROWS, placeholder, className, isRequired, ...rest }: TextAreaProps) {
  return (
    <AriaTextField {...rest} isRequired={isRequired} validationBehavior="aria" className={[field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea className={textArea} rows={rows} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
