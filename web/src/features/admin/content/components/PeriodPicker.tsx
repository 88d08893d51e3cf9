import '@mantine/dates/styles.css';
import 'dayjs/locale/ja';
import { DateTimePicker } from '@mantine/dates';

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
 * An announcement's start or end in the Japanese order (2026/11/26 09:30) with a Japanese calendar, whatever
 * the browser's own locale (a native datetime-local showed mm/dd/yyyy in an English browser).
 */
export function PeriodPicker({ label, value, onChange, testId }: PeriodPickerProps) {
  return (
    <DateTimePicker
      label={label}
      locale="ja"
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
