import { type Ref } from 'react';
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
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

type PickedValue = CalendarDate | CalendarDateTime;

export type DatePickerProps = Omit<
  AriaDatePickerProps<PickedValue>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'validationBehavior' | 'granularity'
> &
  FieldChromeProps & {
    /** ISO calendar date 'yyyy-mm-dd' (with `withTime`, 'yyyy-mm-ddThh:mm'), or '' while empty. */
    value?: string;
    defaultValue?: string;
    /** Receives 'yyyy-mm-dd' (with `withTime`, 'yyyy-mm-ddThh:mm'), or '' when the date is cleared or incomplete. */
    onChange?: (value: string) => void;
    /**
     * Adds hour and minute segments (24 h). The value is a wall time without zone: the caller
     * says where it is (the competition's dates are Argentine time, decision 0038).
     */
    withTime?: boolean;
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

/** 'yyyy-mm-ddThh:mm' → a zone-less date and time; a bare day is its 00:00; '' or malformed → null. */
export function isoToCalendarDateTime(value: string | undefined | null): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value.length === 10 ? `${value}T00:00` : value.slice(0, 16));
  } catch {
    return null;
  }
}

const toPicked = (value: string | undefined, withTime: boolean) =>
  value === undefined ? undefined : withTime ? isoToCalendarDateTime(value) : isoToCalendarDate(value);

/** What the picker hands back: the day, or the day and time to the minute. */
const fromPicked = (picked: PickedValue | null, withTime: boolean) => (picked ? picked.toString().slice(0, withTime ? 16 : 10) : '');

/**
 * Date field with a calendar popover, optionally with the time. Segments follow the es-AR
 * order (dd/mm/aaaa, hh:mm in 24 h) from the I18nProvider; the rest of the app only sees ISO
 * strings without zone, so the browser's time zone never shifts a day.
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
  withTime = false,
  ...rest
}: DatePickerProps) {
  return (
    <AriaDatePicker<PickedValue>
      {...rest}
      value={toPicked(value, withTime)}
      defaultValue={toPicked(defaultValue, withTime)}
      onChange={(date) => onChange?.(fromPicked(date, withTime))}
      minValue={toPicked(minValue, withTime) ?? undefined}
      maxValue={toPicked(maxValue, withTime) ?? undefined}
      granularity={withTime ? 'minute' : 'day'}
      hourCycle={24}
      // '03/01/2027, 06:00' as everywhere else in the app, not '3/1/2027, 6:00' (decision 0039).
      shouldForceLeadingZeros
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
