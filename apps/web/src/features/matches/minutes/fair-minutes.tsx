import { addEventMinuteRanges, adminStatus, runningMinute, type TimelineEvent } from '@touchline/domain';
import type { NewEvent } from '../../../api/match-events';
import { useRotation } from '../../../api/rotation';
import { minutesTexts as texts } from '../../../widgets/minutes/minutes-texts';
import { phaseEvents } from '../../../widgets/match/event-view';
import { MinutesTable } from './minutes-table';
import { SubTimer } from './sub-timer';
import { useLiveMinutes } from './use-live-minutes';

interface FairMinutesProps {
  matchId: number;
  /** The timeline with the events waiting on this device. */
  events: readonly TimelineEvent[] | undefined;
}

/** The match console's sub timer (decision 109): shown while the match is to be played or under way. */
export function SubTimerPanel({
  matchId,
  events,
  names,
  onRecord,
}: FairMinutesProps & {
  names: ReadonlyMap<number, string>;
  /** Records the change's substitutions together: one Undo takes them all back. */
  onRecord: (events: NewEvent[], label: string) => void;
}) {
  const rotation = useRotation(matchId);
  const live = useLiveMinutes(rotation.data, events);
  const status = events ? adminStatus(phaseEvents(events)) : null;
  if (!rotation.data || !live || !events || status === 'FINISHED' || status === 'FORFEITED') return null;
  if (rotation.data.squad.length <= rotation.data.settings.on_pitch) return null;
  const squadNames = new Map([...names, ...rotation.data.squad.map((p) => [p.player_id, p.player_name] as const)]);
  return (
    <SubTimer
      proposal={live.proposal}
      hasLineup={live.starting.length > 0}
      names={squadNames}
      onChange={(proposal) => {
        // At the running minute, like a one-tap goal.
        const length = rotation.data?.settings.match_minutes;
        const minute = runningMinute(
          phaseEvents(events),
          addEventMinuteRanges(length).SUBSTITUTION,
          new Date(),
          length,
        );
        const pairs = proposal.pairs.map((p) => texts.pair(squadNames.get(p.off) ?? '', squadNames.get(p.on) ?? ''));
        onRecord(
          proposal.pairs.map((pair) => ({
            type: 'SUBSTITUTION',
            body: { player_off_id: pair.off, player_on_id: pair.on, minute },
          })),
          texts.changeMade(pairs),
        );
      }}
    />
  );
}

/** The live minutes table (decision 109), once the rotation and the timeline are in. */
export function MinutesPanel({ matchId, events }: FairMinutesProps) {
  const rotation = useRotation(matchId);
  const live = useLiveMinutes(rotation.data, events);
  if (!rotation.data || !live || rotation.data.squad.length === 0) return null;
  return <MinutesTable view={rotation.data} sofar={live.sofar} />;
}
