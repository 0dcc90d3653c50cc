import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { AvailabilitySettingsBody } from '@touchline/domain';
import { useAvailabilitySettings, useSaveAvailabilitySettings } from '../../../api/fixture-answers';
import { errorText } from '../../../ui/crud/error-text';
import { FormModal } from '../../../ui/form-modal';
import { LoadingText } from '../../../ui/loading-text';
import { known, t } from '../../../i18n/i18n';

const DAY_CHOICES = [7, 6, 5, 4, 3, 2, 1, 0];
const dayLabel = (d: number) => t('{d, plural, =0 {On the match day} one {# day before} other {# days before}}', { d });

function SettingsForm({
  teamId,
  initial,
  onDone,
}: {
  teamId: number;
  initial: AvailabilitySettingsBody;
  onDone: () => void;
}) {
  const [deadline, setDeadline] = useState<number | string>(initial.deadline_days);
  const [days, setDays] = useState<number[]>(initial.reminder_days);
  const [time, setTime] = useState(initial.reminder_time);
  const save = useSaveAvailabilitySettings(teamId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { deadline_days: Number(deadline), reminder_days: days, reminder_time: time },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {known(errorText(save.error, t('The settings could not be saved')))}
          </Alert>
        )}
        <NumberInput
          label={t('Answers close, days before the match day')}
          description={t('At the end of that day; 0 closes them at kick-off.')}
          min={0}
          max={14}
          value={deadline}
          onChange={setDeadline}
        />
        <Checkbox.Group
          label={t('Remind those without an answer')}
          value={days.map(String)}
          onChange={(v) => setDays(v.map(Number))}
        >
          <Group mt="xs" gap="sm">
            {DAY_CHOICES.map((d) => (
              <Checkbox key={d} value={String(d)} label={dayLabel(d)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          label={t('Time of day requests and reminders go out')}
          description={t("HH:MM, the club's time.")}
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {t('The request for answers goes out 14 days before the match day, or at once for a fixture added later.')}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('Save settings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A team's response deadline and reminder days (coaches and admins; decision 106). */
export function ReminderSettingsModal({
  teamId,
  teamName,
  opened,
  onClose,
}: {
  teamId: number;
  teamName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = useAvailabilitySettings(opened ? teamId : null);
  return (
    <FormModal
      opened={opened}
      title={t('Reminder settings: {team}', { team: teamName })}
      submitting={false}
      onClose={onClose}
    >
      {settings.isError ? (
        <Alert color="red" variant="light" role="alert">
          {known(errorText(settings.error, t('The settings could not be loaded')))}
        </Alert>
      ) : settings.data ? (
        <SettingsForm teamId={teamId} initial={settings.data} onDone={onClose} />
      ) : (
        <LoadingText />
      )}
    </FormModal>
  );
}
