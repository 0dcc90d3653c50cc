import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import 'dayjs/locale/es';
import { currentLanguage, t } from '../../i18n/i18n';

interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  disabled?: boolean;
  minDate?: string;
  maw?: number;
}

/**
 * A day picked on Mantine's calendar, as the availability screen does: months and weekdays in the language in use,
 * weeks from Monday, the value a YYYY-MM-DD string.
 */
export function DateField({ label, value, onChange, error, description, disabled, minDate, maw }: DateFieldProps) {
  const spanish = currentLanguage() === 'es';
  return (
    <DatePickerInput
      label={label}
      description={description}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      disabled={disabled}
      minDate={minDate}
      maw={maw}
      valueFormat="D MMM YYYY"
      locale={spanish ? 'es' : 'en'}
      firstDayOfWeek={1}
      weekendDays={[]}
      highlightToday
      popoverProps={{ withinPortal: true }}
      ariaLabels={{
        previousMonth: t('Previous month'),
        nextMonth: t('Next month'),
        previousYear: t('Previous year'),
        nextYear: t('Next year'),
        previousDecade: t('Previous decade'),
        nextDecade: t('Next decade'),
      }}
    />
  );
}
