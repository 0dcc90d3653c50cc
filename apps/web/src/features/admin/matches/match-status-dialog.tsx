import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { FixtureStatus, Match } from '@touchline/domain';
import { useSetMatchStatus } from '../../../api/matches';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { FormModal } from '../../../ui/form-modal';

const words: Record<FixtureStatus, { title: string; button: string }> = {
  postponed: {
    get title() {
      return t('Postpone fixture');
    },
    get button() {
      return t('Postpone and tell families');
    },
  },
  cancelled: {
    get title() {
      return t('Cancel fixture');
    },
    get button() {
      return t('Cancel and tell families');
    },
  },
  scheduled: {
    get title() {
      return t('Put fixture back on');
    },
    get button() {
      return t('Put back on and tell families');
    },
  },
};

/**
 * Postpone or cancel a fixture with a reason, or put it back on (decision 106): every family of the team is told in
 * their inbox and by email within a minute.
 */
export function MatchStatusDialog({
  target,
  onClose,
}: {
  target: { match: Match; status: FixtureStatus } | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const save = useSetMatchStatus();
  const close = () => {
    setReason('');
    save.reset();
    onClose();
  };
  const status = target?.status ?? 'postponed';
  return (
    <FormModal opened={target !== null} title={words[status].title} submitting={save.isPending} onClose={close}>
      {target && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { matchId: target.match.match_id, body: { status, reason: status === 'scheduled' ? null : reason } },
              { onSuccess: close },
            );
          }}
        >
          <Stack>
            <Text>
              {t('{team} v {opposition}, {date}', {
                team: target.match.team_name,
                opposition: target.match.opposition_name,
                date: target.match.match_date,
              })}
            </Text>
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(save.error, t('The fixture could not be changed'))}
              </Alert>
            )}
            {status !== 'scheduled' && (
              <Textarea
                label={t('Reason for families')}
                description={t('Sent to every family of the team, and shown with the fixture.')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={500}
                autosize
                minRows={2}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} color={status === 'scheduled' ? undefined : 'red'}>
                {words[status].button}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
