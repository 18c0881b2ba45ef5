import { createContext, useContext, type ReactNode } from 'react';
import { ChevronDownIcon } from '../control-icons';
import { field, icon, input, label as labelClass } from '../field.css';
import * as select from '../select.css';

/**
 * Whether a table's fields (search, filter selects, page, page size) are drawn yet; true outside
 * a table. Right after it mounts, every react-aria field sets its state again (useField looks
 * for its description and error in the document), and that synchronous update makes React run
 * all of the page's effects in the same task as its first commit: on the teams list, the longest
 * task of the load (issue 30, decision 0079). So a table's first commit draws each field's box
 * without react-aria, the same size, and the fields take their place in the next render, a task
 * of their own.
 */
export const FieldsReady = createContext(true);

/** The field once the table's fields are drawn; its stand-in before. */
export function UntilFieldsReady({ standIn, children }: { standIn: ReactNode; children: ReactNode }) {
  return useContext(FieldsReady) ? children : standIn;
}

type TextFieldStandInProps = {
  className: string;
  label: string;
  value: string;
  placeholder?: string;
  type?: 'search' | 'text';
  labelClassName?: string;
  inputClassName?: string;
  /** What follows the input inside the field ('de 12' after the page). */
  after?: ReactNode;
  /** Drawn as the field will be when it does not answer (the page of a one-page list): the same grey box. */
  isDisabled?: boolean;
};

/**
 * A text field's label and box, with the text it will show. Inert and hidden from assistive
 * technology: for the moment it is on screen nothing can focus it or find it by its role (a
 * test's or a screen reader's query finds the field, once it is there).
 */
export function TextFieldStandIn({ className, label, value, placeholder, type = 'text', labelClassName = labelClass, inputClassName = input, after, isDisabled = false }: TextFieldStandInProps) {
  return (
    <div className={className} inert aria-hidden="true" data-stand-in="">
      <span className={labelClassName}>{label}</span>
      <input
        className={inputClassName}
        type={type}
        value={value}
        placeholder={placeholder}
        readOnly
        tabIndex={-1}
        aria-label={label}
        // The attributes react-aria's <Input> carries when disabled: the field's styles key on data-disabled.
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
      />
      {after}
    </div>
  );
}

/** A select's label and button with the option it will show; inert like the text field's. */
export function SelectStandIn({ className, label, value }: { className: string; label: string; value: string }) {
  return (
    <div className={`${field} ${className}`} inert aria-hidden="true" data-stand-in="">
      <span className={labelClass}>{label}</span>
      <button type="button" className={select.trigger} tabIndex={-1}>
        <span className={select.value}>{value}</span>
        <ChevronDownIcon className={icon} />
      </button>
    </div>
  );
}
