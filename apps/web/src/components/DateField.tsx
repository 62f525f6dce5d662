import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import 'dayjs/locale/fr';
import '@mantine/dates/styles.css';
import { useLanguage } from '../lib/navigation.tsx';

/**
 * A date as YYYY-MM-DD in either language: a calendar in the page's language, the date written the same way
 * everywhere (a browser's own date input follows the browser's locale, "mm/dd/yyyy" on a French page). An empty
 * value ('' or null) shows an empty field; clearing it gives null.
 */
export function DateField({
  value,
  onChange,
  ...props
}: Omit<DatePickerInputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange: (value: string | null) => void;
}) {
  const lang = useLanguage();
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 0 }}>
      <DatePickerInput
        valueFormat="YYYY-MM-DD"
        clearable
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ? String(next) : null)}
      />
    </DatesProvider>
  );
}
