import { type Ref } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from './field-parts';
import { field, input } from './field.css';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validationBehavior'> &
  FieldChromeProps & {
    type?: 'text' | 'email' | 'tel' | 'search' | 'url';
    placeholder?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * A labelled text input (text, email, tel). Errors come from the caller (`isInvalid` +
 * `errorMessage`, e.g. from useForm) and are tied to the input through aria-describedby.
 */
export function TextField({ label, description, errorMessage, placeholder, className, type = 'text', isRequired, ...rest }: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      type={type}
      isRequired={isRequired}
      validationBehavior="aria"
      className={[field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input className={input} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
