import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { FixtureStatus, Match } from '@touchline/domain';
import { useSetMatchStatus } from '../../../api/matches';
import { errorText } from '../../../ui/crud/error-text';
import { FormModal } from '../../../ui/form-modal';

const words: Record<FixtureStatus, { title: string; button: string }> = {
  postponed: { title: 'Postpone fixture', button: 'Postpone and tell families' },
  cancelled: { title: 'Cancel fixture', button: 'Cancel and tell families' },
  scheduled: { title: 'Put fixture back on', button: 'Put back on and tell families' },
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
              {target.match.team_name} v {target.match.opposition_name}, {target.match.match_date}
            </Text>
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(save.error, 'The fixture could not be changed')}
              </Alert>
            )}
            {status !== 'scheduled' && (
              <Textarea
                label="Reason for families"
                description="Sent to every family of the team, and shown with the fixture."
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
