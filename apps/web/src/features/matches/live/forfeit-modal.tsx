import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { FORFEIT_GOALS } from '@touchline/domain';
import { useForfeit } from '../../../api/match-events';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { sidesOf } from '../../../widgets/match/event-view';
import { liveTexts } from './live-texts';

interface ForfeitModalProps {
  match: Match;
  onClose: () => void;
}

export const forfeitWarning =
  'This action cannot be undone. ' + `The non-forfeiting team will be awarded a ${FORFEIT_GOALS}-0 win.`;

/** 'Forfeit Match': which team forfeits (home by default), the warning, then POST /forfeit. */
export function ForfeitModal({ match, onClose }: ForfeitModalProps) {
  const [team, setTeam] = useState<'home' | 'away'>('home');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const forfeit = useForfeit(match.match_id);
  const sides = sidesOf(match);

  async function confirm() {
    setError(null);
    try {
      await forfeit.mutateAsync({ forfeiting_team: team, notes: notes.trim() || null });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <FormModal opened title={liveTexts.forfeitMatch} submitting={forfeit.isPending} onClose={onClose} size="md">
      <Stack gap="md">
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <Radio.Group
          label="Forfeiting team"
          value={team}
          onChange={(value) => setTeam(value === 'away' ? 'away' : 'home')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="home" label="Home Team" description={sides.home} />
            <Radio value="away" label="Away Team" description={sides.away} />
          </Stack>
        </Radio.Group>
        <Alert color="orange" variant="light">
          {forfeitWarning}
        </Alert>
        <Textarea label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={forfeit.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={forfeit.isPending}>
            Confirm Forfeit
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
