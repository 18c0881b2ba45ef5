import { type Ref } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldChromeProps } from './field-parts';
import { field, icon } from './field.css';
import { ChevronDownIcon } from './control-icons';
import * as s from './select.css';

/** SPEC §3 'Form option: key and value' — here `id` (what is stored) and `label` (what is shown). */
export type SelectOption<K extends Key = Key> = { id: K; label: string; isDisabled?: boolean };

export type SelectProps<K extends Key = Key> = Omit<
  AriaSelectProps<SelectOption<K>, 'single'>,
  'children' | 'className' | 'style' | 'items' | 'value' | 'onChange' | 'validationBehavior' | 'selectionMode'
> &
  FieldChromeProps & {
    options: readonly SelectOption<K>[];
    value?: K | null;
    onChange?: (value: K | null) => void;
    /** Text on the button while nothing is chosen. */
    placeholder?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** A single-choice list (react-aria Select: a button that opens a listbox). */
export function Select<K extends Key = Key>({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder = 'Seleccioná una opción',
  className,
  isRequired,
  ...rest
}: SelectProps<K>) {
  return (
    <AriaSelect
      {...rest}
      value={value === undefined ? undefined : value}
      onChange={(key) => onChange?.((key as K | null) ?? null)}
      placeholder={placeholder}
      isRequired={isRequired}
      validationBehavior="aria"
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {/* react-aria marks only the wrapper (data-invalid) and its Button drops aria-invalid;
              the trigger is what takes focus, so it is what must say the choice is in error. */}
          <AriaButton
            className={s.trigger}
            render={(props) => (
              // aria-invalid is a global state in ARIA 1.2 (axe accepts it on a button); the lint
              // rule follows the 1.3 draft, which no longer lists it for buttons.
              // eslint-disable-next-line jsx-a11y/role-supports-aria-props
              <button {...props} aria-invalid={isInvalid || undefined} />
            )}
          >
            <SelectValue className={s.value} />
            <ChevronDownIcon className={icon} />
          </AriaButton>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
          <Popover className={s.popover}>
            <ListBox className={s.listBox} items={options}>
              {(option) => (
                <ListBoxItem id={option.id} className={s.option} textValue={option.label}>
                  {option.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}
