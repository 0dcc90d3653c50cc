import { useEffect, useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { withinShownTeams, type ShownTeams } from '@touchline/domain';
import { useMatchList } from '../../api/matches';
import { useSession } from '../../session/session-context';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { todayIso } from '../../widgets/match/match-dates';
import { AdminMatchView } from './live/admin-match-view';
import classes from './console/pitch-side.module.css';
import { useKeptConsole } from './console/use-kept-console';
import { defaultAdminMatch, inKickOffOrder } from './live/default-match';
import { liveTexts } from './live/live-texts';
import { MatchPicker } from './live/match-picker';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { known, t } from '../../i18n/i18n';

/**
 * Admin match control (/matches/live/admin, coach or admin): the matches of the teams the coach coaches (decision 127;
 * every team for an admin), the nearest upcoming one by default. What it reads is kept on the phone (#29 item 1) and
 * put back before it reads again, so it opens without signal too.
 */
export function MatchesLiveAdminPage() {
  const { state } = useSession();
  const userId = state.status === 'signed-in' ? state.user.user_id : 0;
  const [shown, setShown] = useState<number | null>(null);
  const restored = useKeptConsole(userId, shown);
  return (
    <Stack gap="md" className={classes.pitchSide}>
      <Title order={1}>{t('Live Match Admin')}</Title>
      {restored ? (
        <WithTeamScope kind="coach">{(scope) => <MatchControl scope={scope} onShown={setShown} />}</WithTeamScope>
      ) : (
        <LoadingText />
      )}
    </Stack>
  );
}

function MatchControl({ scope, onShown }: { scope: ShownTeams; onShown: (matchId: number | null) => void }) {
  const all = useMatchList('all', undefined, scope.teamIds);
  const [today] = useState(todayIso);
  // undefined: not chosen yet (the default); null: none chosen.
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const matches = useMemo(() => inKickOffOrder(withinShownTeams(scope, all.data ?? [])), [all.data, scope]);
  const defaultId = all.data ? (defaultAdminMatch(matches, today)?.match_id ?? null) : undefined;
  const chosenId = choice === undefined ? (defaultId ?? null) : choice;
  // The default is kept once shown: ending the match (no longer upcoming) must not switch the control to another.
  useEffect(() => {
    if (choice === undefined && defaultId !== undefined) setChoice(defaultId);
  }, [choice, defaultId]);
  const match = matches.find((m) => m.match_id === chosenId) ?? null;
  // A festival day (#34): the team plays other matches that day.
  const festival =
    match !== null &&
    matches.some(
      (m) => m.match_id !== match.match_id && m.team_id === match.team_id && m.match_date === match.match_date,
    );
  const shownId = match?.match_id ?? null;
  useEffect(() => onShown(shownId), [onShown, shownId]);

  // A list kept on the phone stays in use when the server cannot be read (#29 item 1).
  if (all.isPending) return <LoadingText />;
  if (!all.data) return <ErrorBanner message={liveTexts.error(known(all.error?.message ?? ''))} />;
  return (
    <>
      <TeamScopeSwitch scope={scope} />
      <MatchPicker matches={matches} value={shownId} onChange={setChoice} />
      {match ? (
        <AdminMatchView key={match.match_id} match={match} onSwitchMatch={festival ? setChoice : undefined} />
      ) : (
        <Text c="dimmed">{liveTexts.selectToBegin}</Text>
      )}
    </>
  );
}
