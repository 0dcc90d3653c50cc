import { useEffect, useRef } from 'react';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { youthModeTexts, type FestivalDay } from '@touchline/domain';
import { useFestivalDay } from '../../../api/festival';
import { LoadState } from '../../../ui/load-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { minutesTexts } from '../../../widgets/minutes/minutes-texts';
import { known } from '../../../i18n/i18n';
import { festivalTexts as texts } from './festival-texts';

type DayMatch = FestivalDay['matches'][number];

/** Where a match of the day stands: its score at full time (unless youth mode hides it), in play, or off. */
function standing(match: DayMatch): string | null {
  if (match.status === 'cancelled') return texts.cancelled;
  if (match.status === 'postponed') return texts.postponed;
  if (match.over)
    return match.our_goals === null || match.opposition_goals === null
      ? texts.fullTimeHidden
      : texts.fullTime(match.our_goals, match.opposition_goals);
  return match.phase === 'NOT_STARTED' ? null : texts.inPlay;
}

/** What a match's column holds: played minutes, planned ones, or none for a match that is off. */
const kindOf = (match: DayMatch) =>
  match.minutes_from === 'played' ? texts.played : match.minutes_from === 'planned' ? texts.planned : texts.notPlanned;

/** A cell's minutes in words that say which they are, for the eye as for a screen reader (not colour alone). */
function MinutesCell({ minutes, match }: { minutes: number | null; match: DayMatch }) {
  if (minutes === null) return <Table.Td c="dimmed">–</Table.Td>;
  if (match.minutes_from === 'played') return <Table.Td fw={700}>{texts.playedMinutes(minutes)}</Table.Td>;
  return (
    <Table.Td fs="italic" c="dimmed">
      {texts.plannedMinutes(minutes)}
    </Table.Td>
  );
}

/** A player's day: their minutes, and past the most minutes per day (`max`, null when not past it) in words. */
function TotalCell({ total, max }: { total: number; max: number | null }) {
  return (
    <Table.Td fw={700}>
      {`${total}'`}
      {max !== null && (
        <Text component="span" display="block" size="xs" fw={700} c="red.9">
          {minutesTexts.overMax(max)}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * The festival day on the match console (#34): the team's matches of the day (time, opponent, pitch, where each
 * stands), and the day's minutes table, players × matches and the day's total, played and planned told apart in
 * words, anyone past the most minutes per day flagged in words.
 */
export function FestivalPanel({ matchId, phase }: { matchId: number; phase: string | null }) {
  const day = useFestivalDay(matchId);
  // The day is read again when the server's timeline reaches another phase: at full time, the match's minutes are
  // played ones and the rest of the day is planned around them.
  const { refetch } = day;
  const seen = useRef(phase);
  useEffect(() => {
    if (seen.current === phase) return;
    seen.current = phase;
    void refetch();
  }, [phase, refetch]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="festival-day-title">
      <Title order={2} size="h3" id="festival-day-title">
        {texts.title}
      </Title>
      <LoadState query={day} loading={texts.loading} failed={texts.couldNotLoad}>
        {(data) => <FestivalDayTable day={data} matchId={matchId} />}
      </LoadState>
    </Stack>
  );
}

export function FestivalDayTable({ day, matchId }: { day: FestivalDay; matchId: number }) {
  // On a phone the total comes first, beside the name: the matches scroll sideways, the day's total stays in view.
  const totalFirst = useIsMobile();
  const max = day.max_minutes_per_day;
  const over = new Set(day.over_limit);
  const anyScore = day.matches.some((m) => m.over && m.our_goals !== null);
  return (
    <Stack gap="xs">
      <Text size="sm">{texts.summary(day.matches.length, max)}</Text>
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {day.matches.map((m) => (
          <Text component="li" size="sm" key={m.match_id}>
            <Text span fw={700}>
              {`${m.kick_off_time} ${texts.versus(m.opposition_name)}`}
            </Text>
            {` · ${texts.pitch(m.venue_name)}`}
            {standing(m) && ` · ${standing(m)}`}
            {m.match_id === matchId && (
              <Badge ml={6} size="sm" variant="light">
                {texts.thisMatch}
              </Badge>
            )}
          </Text>
        ))}
      </Stack>
      {day.youth_mode && anyScore && (
        <Text size="sm" c="dimmed">
          {known(youthModeTexts.coachNote)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {texts.legend}
      </Text>
      {day.players.length === 0 ? (
        <Text c="dimmed">{texts.noPlayers}</Text>
      ) : (
        <ScrollTable minWidth={200 + 110 * day.matches.length} label={texts.tableLabel}>
          <Table striped withTableBorder aria-label={texts.tableLabel} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.player}</Table.Th>
                {totalFirst && <Table.Th>{texts.total}</Table.Th>}
                {day.matches.map((m) => (
                  <Table.Th key={m.match_id}>
                    {`${m.kick_off_time} ${texts.versus(m.opposition_name)}`}
                    <Text span display="block" size="xs" fw={400}>
                      {kindOf(m)}
                    </Text>
                  </Table.Th>
                ))}
                {!totalFirst && <Table.Th>{texts.total}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {day.players.map((p) => (
                <Table.Tr key={p.player_id}>
                  <Table.Th scope="row" fw={400}>
                    {p.player_name}
                  </Table.Th>
                  {totalFirst && <TotalCell total={p.total} max={over.has(p.player_id) ? max : null} />}
                  {day.matches.map((m, i) => (
                    <MinutesCell key={m.match_id} minutes={p.minutes[i] ?? null} match={m} />
                  ))}
                  {!totalFirst && <TotalCell total={p.total} max={over.has(p.player_id) ? max : null} />}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
