import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { currentLanguage } from '../../../../shared/i18n';
import { calendarLocaleOf } from '../../../../shared/i18n/calendar';

type PeriodPickerProps = {
  label: string;
  /** The draft's `YYYY-MM-DDTHH:mm` (local time), '' when open. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/** Mantine's date strings are `YYYY-MM-DD HH:mm:ss`; the draft keeps `YYYY-MM-DDTHH:mm`. */
const toPicker = (value: string) => (value ? `${value.replace('T', ' ')}:00` : null);
const fromPicker = (value: string | null) => (value ? value.slice(0, 16).replace(' ', 'T') : '');

/**
 * An announcement's start or end as 2026/11/26 09:30, with a calendar in the interface's language, whatever the
 * browser's own locale (a native datetime-local showed mm/dd/yyyy in an English browser).
 */
export function PeriodPicker({ label, value, onChange, testId }: PeriodPickerProps) {
  return (
    <DateTimePicker
      label={label}
      locale={calendarLocaleOf(currentLanguage())}
      valueFormat="YYYY/MM/DD HH:mm"
      firstDayOfWeek={0}
      clearable
      value={toPicker(value)}
      onChange={(next) => onChange(fromPicker(next))}
      w={190}
      data-testid={testId}
    />
  );
}
