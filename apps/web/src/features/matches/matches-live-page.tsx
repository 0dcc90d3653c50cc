import { useEffect, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { ListedMatch } from '@touchline/domain';
import { isFixtureOn } from '@touchline/domain';
import { useMatchList } from '../../api/matches';
import { todayIso } from '../../widgets/match/match-dates';
import { useTeamScope } from '../../widgets/team-scope/use-team-scope';
import { defaultLiveMatch } from './live/default-match';
import { liveTexts } from './live/live-texts';
import { LiveMatchView } from './live/live-match-view';
import { MatchPicker } from './live/match-picker';
import { known, t } from '../../i18n/i18n';

/**
 * The live match centre (/matches/live): today's and later matches that are not over; the dropdown shows only when
 * there is more than one. Preselected: the person's own team's match of today (a child's, or a team they coach),
 * else the first (#30); the person's teams are waited for, so the choice does not jump. A match that ends drops out
 * of that list: whoever is watching it keeps it (and its full-time score) until they choose another.
 */
export function MatchesLivePage() {
  const upcoming = useMatchList('upcoming');
  const teams = useTeamScope('family');
  const [today] = useState(todayIso);
  // undefined: not chosen yet (the default); null: the viewer chose none.
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const [watched, setWatched] = useState<ListedMatch | null>(null);
  // A postponed or cancelled fixture has nothing to watch (decision 115).
  const listed = upcoming.data?.filter(isFixtureOn) ?? [];
  // Teams that could not be read leave the spec's default: the first match.
  const teamsKnown = teams.scope !== null || teams.failed;
  const ownTeamIds = teams.scope?.mine.map((t) => t.team_id) ?? [];
  const first = teamsKnown ? defaultLiveMatch(listed, ownTeamIds, today) : null;
  const chosenId = choice === undefined ? (watched?.match_id ?? first?.match_id ?? null) : choice;
  const inList = listed.find((m) => m.match_id === chosenId);
  const match =
    inList ?? (watched && watched.match_id === chosenId ? watched : null) ?? (choice === null ? null : first);
  const matches = match && !inList && match === watched ? [match, ...listed] : listed;

  useEffect(() => {
    if (match) setWatched(match);
  }, [match]);

  let content;
  if (upcoming.isPending || (!teamsKnown && !upcoming.isError)) {
    content = <Text role="status">{liveTexts.loadingUpcoming}</Text>;
  } else if (upcoming.isError) {
    content = (
      <Stack gap="sm" align="flex-start" role="alert">
        <Title order={2} size="h3">
          {liveTexts.errorLoading}
        </Title>
        <Text>{known(upcoming.error.message)}</Text>
        <Button onClick={() => window.location.reload()}>{liveTexts.tryAgain}</Button>
      </Stack>
    );
  } else if (matches.length === 0) {
    content = (
      <Stack gap={4}>
        <Title order={2} size="h3">
          {liveTexts.noUpcoming}
        </Title>
        <Text c="dimmed">{liveTexts.checkBack}</Text>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        {matches.length > 1 && <MatchPicker matches={matches} value={match?.match_id ?? null} onChange={setChoice} />}
        {match ? (
          <LiveMatchView key={match.match_id} match={match} />
        ) : (
          <Text c="dimmed">{liveTexts.selectToView}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('Live Match')}</Title>
      {content}
    </Stack>
  );
}
