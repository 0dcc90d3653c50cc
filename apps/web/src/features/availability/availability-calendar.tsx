import '@mantine/dates/styles.css';
import { Tooltip } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import 'dayjs/locale/es';
import { localDate } from '../../widgets/match/match-dates';
import classes from './availability.module.css';
import type { DayEvents } from './availability-logic';
import { scheduleTooltip } from './availability-logic';
import { FootballIcon, WeightsIcon } from './availability-icons';
import { formatDate } from '../../ui/dates/format-date';
import { currentLanguage, t } from '../../i18n/i18n';

interface AvailabilityCalendarProps {
  /** Selected dates, YYYY-MM-DD. */
  selected: string[];
  onChange: (dates: string[]) => void;
  /** Dates already recorded as unavailable: marked, and not selectable again. */
  unavailable: ReadonlySet<string>;
  schedule: ReadonlyMap<string, DayEvents>;
  /** First selectable day (today for users who are not admin or Coach). */
  minDate?: string;
  size: 'md' | 'lg';
}

const dayName = (date: string) => formatDate(localDate(date), { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The month calendar: selecting a day toggles it. Days are marked selected, unavailable (already recorded), match
 * day (football) and training day (weights), with a tooltip saying what is scheduled; past days are disabled for
 * users who may not record them. The marks are in each day's accessible name too.
 */
export function AvailabilityCalendar({
  selected,
  onChange,
  unavailable,
  schedule,
  minDate,
  size,
}: AvailabilityCalendarProps) {
  const label = (date: string) => {
    const parts = [dayName(date)];
    const scheduled = scheduleTooltip(schedule.get(date));
    if (scheduled) parts.push(scheduled);
    if (unavailable.has(date)) parts.push(t('already unavailable'));
    return parts.join(', ');
  };

  return (
    <DatePicker
      type="multiple"
      value={selected}
      onChange={(dates) => onChange(dates.filter((d) => selected.includes(d) || !unavailable.has(d)))}
      minDate={minDate}
      size={size}
      firstDayOfWeek={1}
      // Month and weekday names in the language in use (dayjs's, the Spanish one loaded below).
      locale={currentLanguage() === 'es' ? 'es' : 'en'}
      weekendDays={[]}
      highlightToday
      ariaLabels={{
        previousMonth: t('Previous month'),
        nextMonth: t('Next month'),
        previousYear: t('Previous year'),
        nextYear: t('Next year'),
        previousDecade: t('Previous decade'),
        nextDecade: t('Next decade'),
      }}
      getDayAriaLabel={label}
      getDayProps={(date) => {
        const day = schedule.get(date);
        return {
          className: classes.day,
          'aria-pressed': selected.includes(date),
          'data-unavailable': unavailable.has(date) || undefined,
          'data-match': day?.match || undefined,
          'data-training': day?.training || undefined,
        };
      }}
      renderDay={(date) => {
        const day = schedule.get(date);
        const tooltip = scheduleTooltip(day);
        const content = (
          <span className={classes.dayContent}>
            <span>{localDate(date).getDate()}</span>
            <span className={classes.dayIcons}>
              {day?.match && <FootballIcon size={11} />}
              {day?.training && <WeightsIcon size={11} />}
            </span>
          </span>
        );
        return tooltip ? (
          <Tooltip label={tooltip} withArrow openDelay={150} events={{ hover: true, focus: true, touch: true }}>
            {content}
          </Tooltip>
        ) : (
          content
        );
      }}
    />
  );
}
