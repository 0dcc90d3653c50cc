import { Modal } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { sidesOf } from '../../../widgets/match/event-view';
import { ReadOnlyTimeline } from './read-only-timeline';
import { useReturnFocus } from '../../../ui/use-return-focus';
import { t } from '../../../i18n/i18n';

interface MatchTimelineModalProps {
  match: Match | null;
  onClose: () => void;
}

/** Opened from a row's score when the match has events. */
export function MatchTimelineModal({ match, onClose }: MatchTimelineModalProps) {
  const sides = match ? sidesOf(match) : null;
  useReturnFocus(match !== null);
  return (
    <Modal
      returnFocus={false}
      opened={match !== null}
      onClose={onClose}
      title={sides ? t('{home} vs {away}', { home: sides.ours, away: sides.theirs }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {match && <ReadOnlyTimeline matchId={match.match_id} />}
    </Modal>
  );
}
