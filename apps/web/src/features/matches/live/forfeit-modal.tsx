import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { FORFEIT_GOALS } from '@touchline/domain';
import { useForfeit } from '../../../api/match-events';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { sidesOf } from '../../../widgets/match/event-view';
import { liveTexts } from './live-texts';
import { known, t } from '../../../i18n/i18n';

interface ForfeitModalProps {
  match: Match;
  onClose: () => void;
}

export const forfeitWarning = () =>
  t('This action cannot be undone. The non-forfeiting team will be awarded a {goals}-0 win.', {
    goals: String(FORFEIT_GOALS),
  });

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
      setError(known(failure instanceof Error ? failure.message : String(failure)));
    }
  }

  return (
    <FormModal opened title={liveTexts.forfeitMatch} submitting={forfeit.isPending} onClose={onClose} size="md">
      <Stack gap="md">
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <Radio.Group
          label={t('Forfeiting team')}
          value={team}
          onChange={(value) => setTeam(value === 'away' ? 'away' : 'home')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="home" label={t('Home Team')} description={sides.home} />
            <Radio value="away" label={t('Away Team')} description={sides.away} />
          </Stack>
        </Radio.Group>
        <Alert color="orange" variant="light">
          {forfeitWarning()}
        </Alert>
        <Textarea label={t('Notes')} rows={2} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={forfeit.isPending}>
            {t('Cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={forfeit.isPending}>
            {t('Confirm Forfeit')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
