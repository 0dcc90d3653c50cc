import { Button, Text } from '@mantine/core';
import { adminStatus, type TimelineEvent } from '@touchline/domain';
import { useFestivalDay } from '../../../api/festival';
import { phaseEvents } from '../../../widgets/match/event-view';
import { festivalTexts as texts } from './festival-texts';

interface NextMatchButtonProps {
  matchId: number;
  /** The timeline with the events waiting on this device: full time shows here at once, signal or not. */
  events: readonly TimelineEvent[] | undefined;
  /** Switches the console to another match of the day. */
  onSwitch: (matchId: number) => void;
}

/**
 * After full time of a festival match (#34): one full-width button to the day's next match ('Next match: v Castle
 * Juniors 11:00'), a thumb's target; after the day's last match, a line saying so.
 */
export function NextMatchButton({ matchId, events, onSwitch }: NextMatchButtonProps) {
  const day = useFestivalDay(matchId);
  const status = events ? adminStatus(phaseEvents(events)) : null;
  if (!day.data || (status !== 'FINISHED' && status !== 'FORFEITED')) return null;
  const next = day.data.matches.find((m) => m.match_id === day.data.next_match_id);
  if (!next) return <Text fw={700}>{texts.lastMatch}</Text>;
  return (
    <Button fullWidth size="lg" onClick={() => onSwitch(next.match_id)}>
      {texts.nextMatch(next.opposition_name, next.kick_off_time)}
    </Button>
  );
}
