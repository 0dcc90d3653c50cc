import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { hhmm, isFixtureOn } from '@touchline/domain';
import { useFeatures } from '../../api/account-links';
import { useFixtureAnswers, useRemindNow } from '../../api/fixture-answers';
import { errorText } from '../../ui/crud/error-text';
import { deadlineText, longDay } from '../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { useMatchId } from '../../widgets/lineup/use-match-id';
import { AnswerCountTiles, AnswerGroups } from './availability/answer-groups';
import { answerTexts as texts } from './availability/answer-texts';
import { ReminderSettingsModal } from './availability/reminder-settings-modal';
import { known, t } from '../../i18n/i18n';

/**
 * /matches/{matchId}/availability (coach or admin): a fixture's answers to its availability request, the names under
 * each, who was emailed when, 'Remind now' and the team's reminder settings (decision 106).
 */
export function MatchesAvailabilityPage() {
  const matchId = useMatchId();
  const answers = useFixtureAnswers(matchId);
  const features = useFeatures();
  const remind = useRemindNow();
  const [settingsOpen, setSettingsOpen] = useState(false);

  if (answers.isError) return <ErrorBanner message={texts.failed(known(answers.error.message))} />;
  if (!answers.data) return <LoadingText text={texts.loading} />;
  const { fixture, counts } = answers.data;
  // Kick-off as the server works it out on the club's wall clock: the same instant the server refuses after.
  const kickedOff = Date.now() >= Date.parse(fixture.kick_off_at);
  const canRemind = features.data?.email === true && isFixtureOn(fixture) && !kickedOff;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{texts.title}</Title>
        <Group gap="xs" mt={4}>
          <Text fw={600}>{t('{team} v {opponent}', { team: fixture.team_name, opponent: fixture.opponent })}</Text>
          {!isFixtureOn(fixture) && (
            <Badge color="red" variant="light">
              {fixture.status === 'postponed' ? t('Postponed') : t('Cancelled')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed">
          {t('{day}, kick-off {time}', { day: longDay(fixture.match_date), time: hhmm(fixture.kick_off_time) })}
        </Text>
        <Text size="sm" mt={4}>
          {fixture.open ? texts.closes(deadlineText(fixture.deadline)) : texts.closed(deadlineText(fixture.deadline))}
        </Text>
      </div>
      <AnswerCountTiles counts={counts} />
      <Group gap="sm" align="center">
        {canRemind && (
          <Button
            onClick={() => remind.mutate(fixture.match_id)}
            loading={remind.isPending}
            disabled={counts.no_answer === 0}
          >
            {texts.remindNow}
          </Button>
        )}
        <Button variant="default" onClick={() => setSettingsOpen(true)}>
          {texts.settings}
        </Button>
        {canRemind && counts.no_answer > 0 && (
          <Text size="sm" c="dimmed">
            {texts.remindHint(counts.no_answer)}
          </Text>
        )}
      </Group>
      {features.data?.email === false && <Text size="sm">{texts.noEmail}</Text>}
      {remind.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {texts.reminded(remind.data.reminded, remind.data.players)}
        </Alert>
      )}
      {remind.isError && (
        <Alert color="red" variant="light" role="alert">
          {known(errorText(remind.error, texts.remindFailed))}
        </Alert>
      )}
      <AnswerGroups view={answers.data} />
      <ReminderSettingsModal
        teamId={fixture.team_id}
        teamName={fixture.team_name}
        opened={settingsOpen}
        onClose={() => setSettingsOpen(false)}
      />
    </Stack>
  );
}
