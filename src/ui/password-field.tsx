import { useState, type Ref } from 'react';
import { Button as AriaButton, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { GroupedFieldParts, type FieldChromeProps } from './field-parts';
import { field, groupButton, groupInput, icon } from './field.css';
import { EyeIcon, EyeOffIcon } from './icons';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'validationBehavior'> &
  FieldChromeProps & {
    placeholder?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * Password input with a show/hide toggle (SPEC §2 sign-in). The toggle is a plain button
 * whose name says what pressing it will do; it never takes the field's value or focus away.
 */
export function PasswordField({ label, description, errorMessage, placeholder, className, isRequired, isDisabled, ...rest }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={[field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid }) => (
        <>
          <GroupedFieldParts label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={groupInput} placeholder={placeholder} />
            <AriaButton
              className={groupButton}
              onPress={() => setVisible((v) => !v)}
              aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              isDisabled={isDisabled}
            >
              {isVisible ? <EyeOffIcon className={icon} /> : <EyeIcon className={icon} />}
            </AriaButton>
          </GroupedFieldParts>
        </>
      )}
    </AriaTextField>
  );
}
