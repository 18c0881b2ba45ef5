import { FieldError, Group, Label, Text } from 'react-aria-components';
import { description, fieldError, group, label, requiredMark } from './field.css';

/**
 * The three parts every field owns. They must sit inside a react-aria field component,
 * which wires their ids (aria-labelledby / aria-describedby) to the control.
 */
export function FieldLabel({ children, isRequired }: { children: React.ReactNode; isRequired?: boolean }) {
  return (
    // The error summary names a failing field by this text (fieldLabel in focus-first.ts).
    <Label className={label} data-field-label={typeof children === 'string' ? children : undefined}>
      {children}
      {/* The control already says "required" to assistive technology (aria-required). */}
      {isRequired ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * The field's description. An empty string keeps its place, hidden, for one that comes later:
 * react-aria ties a description to its control only if the element is there when the field
 * mounts (useSlotId looks again only when the field's validity changes), so one that appeared
 * later — the team a scanned credential names under its number — was shown but never read with
 * the field. Nothing at all (undefined) renders nothing, so a field that never has one does not
 * point its aria-describedby at an empty element.
 */
export function FieldDescription({ children }: { children?: React.ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <Text slot="description" className={description} hidden={children === ''}>
      {children}
    </Text>
  );
}

/** Shown only while the field is invalid (react-aria renders nothing otherwise). */
export function FieldErrorText({ children }: { children?: React.ReactNode }) {
  return <FieldError className={fieldError}>{children}</FieldError>;
}

/** Props every UI-kit field accepts, matching what the form hook hands out. */
export type FieldChromeProps = {
  label: React.ReactNode;
  /** '' while there is none yet but one may come (see FieldDescription): it is then read with the field. */
  description?: React.ReactNode;
  /** Shown when `isInvalid` is true. */
  errorMessage?: React.ReactNode;
};

/**
 * The parts of a field whose control shares a box with its buttons (date, number, password):
 * the label, the group drawn as one input, the description and the error.
 */
export function GroupedFieldParts({
  label: labelText,
  description: descriptionText,
  errorMessage,
  isRequired,
  isInvalid,
  isDisabled,
  children,
}: FieldChromeProps & { isRequired?: boolean; isInvalid: boolean; isDisabled?: boolean; children: React.ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{labelText}</FieldLabel>
      <Group className={group} isInvalid={isInvalid} isDisabled={isDisabled}>
        {children}
      </Group>
      <FieldDescription>{descriptionText}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
