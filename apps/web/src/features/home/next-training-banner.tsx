import { Alert, Text } from '@mantine/core';
import type { Match, Training } from '@touchline/domain';
import { dashboardTexts } from './dashboard-texts';
import { dayText, trainingComesFirst } from './next-match';
import { t } from '../../i18n/i18n';

interface NextTrainingBannerProps {
  training: Pick<Training, 'date' | 'start_time' | 'venue'> | null | undefined;
  match: Pick<Match, 'match_date' | 'kick_off_time'> | null | undefined;
}

/** 'Next training: Tuesday 4 August at 18:00, Riverside Park 3G', shown only when it comes before the next match. */
export function NextTrainingBanner({ training, match }: NextTrainingBannerProps) {
  if (!training || !trainingComesFirst(training, match)) return null;
  const time = /^\d{2}:\d{2}/.test(training.start_time) ? training.start_time.slice(0, 5) : dashboardTexts.tbc;
  const venue = training.venue?.trim() ? training.venue : dashboardTexts.tbc;
  return (
    <Alert variant="light" color="blue" radius="md" py="xs" role="status" aria-label={t('Next training')}>
      <Text size="sm">
        <Text span fw={700}>
          {t('Next training:')}
        </Text>{' '}
        {t('{day} at {time}, {venue}', { day: dayText(training.date), time, venue })}
      </Text>
    </Alert>
  );
}
