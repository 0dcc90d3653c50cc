import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { defaultOnPitch } from '@touchline/domain';
import { useFormations, useLineupMatch, useMatchLineup, useMatchPlayers, useTeamPlayers } from '../../api/lineups';
import { usePlayerSelection } from '../../api/players';
import { teamsApi } from '../../api/teams';
import { ErrorBanner } from '../../ui/error-banner';
import { errorLoadingData, lineupTexts } from '../../widgets/pitch/lineup-texts';
import { inFormatOrder } from './lineup/lineup-draft';
import { LineupEditor } from './lineup/lineup-editor';
import { MatchHeading } from '../../widgets/lineup/match-heading';
import { SELECTION_LOOKBACK, selectionNotes, withOverdueNotes } from './lineup/selection-note';
import { useOverduePlayers } from '../../api/overdue';
import { useMatchId } from '../../widgets/lineup/use-match-id';

/** /admin/matches/{matchId}/lineup (coach or admin): the Starting Lineup Editor. */
export function AdminMatchesLineupPage() {
  const matchId = useMatchId();
  const match = useLineupMatch(matchId);
  const formations = useFormations();
  const players = useMatchPlayers(matchId);
  const saved = useMatchLineup(matchId);
  const squad = useTeamPlayers(match.data?.team_id);
  // Who the recent lineups left out: a hint only, so the editor neither waits for it nor reports its failure.
  const selection = usePlayerSelection(match.data?.team_id, SELECTION_LOOKBACK);
  // The club's optional overdue flag (decision 133), off unless turned on; a hint like the one above.
  const overdue = useOverduePlayers(match.data?.team_id);
  const notes = useMemo(
    () => withOverdueNotes(selectionNotes(selection.data), overdue.data),
    [selection.data, overdue.data],
  );
  // The team's format decides a new lineup's formation (#29 item 8): its age group's side size first.
  const teams = teamsApi.useList();
  const team = teams.data?.find((t) => t.team_id === match.data?.team_id);
  const side = team ? defaultOnPitch(team.age_group) : null;
  const formatKnown = saved.data !== null || teams.isError || (teams.data !== undefined && match.data !== undefined);

  // A failed background refetch keeps the data already shown (and the coach's unsaved lineup).
  const failed = [match, formations, players, saved, squad].find((query) => query.isError && query.data === undefined);
  const heading = (
    <MatchHeading
      title={lineupTexts.editorTitle}
      match={match.data ? { opponent: match.data.opposition_name, date: match.data.match_date } : null}
    />
  );

  if (!failed && formations.data && players.data && saved.data !== undefined && squad.data && formatKnown) {
    const available = new Set(players.data.map((p) => p.player_id));
    return (
      <LineupEditor
        key={matchId}
        matchId={matchId}
        heading={heading}
        formations={inFormatOrder(formations.data, side)}
        players={players.data}
        unavailable={squad.data.filter((p) => !available.has(p.player_id))}
        saved={saved.data}
        notes={notes}
      />
    );
  }
  return (
    <Stack gap="lg">
      {heading}
      {failed ? (
        <ErrorBanner message={errorLoadingData(failed.error?.message ?? '')} />
      ) : (
        <Text role="status">{lineupTexts.loadingEditor}</Text>
      )}
    </Stack>
  );
}
