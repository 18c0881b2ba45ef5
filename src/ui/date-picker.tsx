import { type Ref } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,

  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { GroupedFieldParts, type FieldChromeProps } from './field-parts';
import { field, groupButton, icon } from './field.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './control-icons';
import * as s from './date-picker.css';

export type DatePickerProps = Omit<
  AriaDatePickerProps<CalendarDate>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'validationBehavior' | 'granularity'
> &
  FieldChromeProps & {
    /** ISO calendar date 'yyyy-mm-dd', or '' while empty. */
    value?: string;
    defaultValue?: string;
    /** Receives 'yyyy-mm-dd', or '' when the date is cleared or incomplete. */
    onChange?: (value: string) => void;
    minValue?: string;
    maxValue?: string;
    className?: string;
    ref?: Ref<HTMLDivElement>;
  };

/** '' or a malformed string mean "no date" rather than a crash. */
export function isoToCalendarDate(value: string | undefined | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

const orUndefined = (value: string | undefined) => (value === undefined ? undefined : isoToCalendarDate(value));

/**
 * Date field with a calendar popover. Segments follow the es-AR order (dd/mm/aaaa) from the
 * I18nProvider; the rest of the app only sees ISO strings.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  className,
  isRequired,
  isDisabled,
  ...rest
}: DatePickerProps) {
  return (
    <AriaDatePicker<CalendarDate>
      {...rest}
      value={orUndefined(value)}
      defaultValue={orUndefined(defaultValue)}
      onChange={(date) => onChange?.(date ? date.toString() : '')}
      minValue={isoToCalendarDate(minValue) ?? undefined}
      maxValue={isoToCalendarDate(maxValue) ?? undefined}
      granularity="day"
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={[field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid }) => (
        <>
          <GroupedFieldParts label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} isInvalid={isInvalid} isDisabled={isDisabled}>
            <DateInput className={s.dateInput}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
            <AriaButton className={groupButton}>
              <CalendarIcon className={icon} />
            </AriaButton>
          </GroupedFieldParts>
          <Popover className={s.popover} placement="bottom start">
            <Dialog className={s.dialog}>
              <Calendar>
                <header className={s.calendarHeader}>
                  <AriaButton slot="previous" className={s.navButton}>
                    <ChevronLeftIcon className={icon} />
                  </AriaButton>
                  <Heading className={s.calendarHeading} />
                  <AriaButton slot="next" className={s.navButton}>
                    <ChevronRightIcon className={icon} />
                  </AriaButton>
                </header>
                <CalendarGrid className={s.grid}>
                  <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                  <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </>
      )}
    </AriaDatePicker>
  );
}
