import { useEffect, useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useMatchList } from '../../api/matches';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { todayIso } from '../../widgets/match/match-dates';
import { AdminMatchView } from './live/admin-match-view';
import { defaultAdminMatch, inKickOffOrder } from './live/default-match';
import { liveTexts } from './live/live-texts';
import { MatchPicker } from './live/match-picker';

/** Admin match control (/matches/live/admin, coach or admin): any match, the nearest upcoming one by default. */
export function MatchesLiveAdminPage() {
  const all = useMatchList('all');
  const [today] = useState(todayIso);
  // undefined: not chosen yet (the default); null: none chosen.
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const matches = useMemo(() => inKickOffOrder(all.data ?? []), [all.data]);
  const defaultId = all.data ? (defaultAdminMatch(matches, today)?.match_id ?? null) : undefined;
  const chosenId = choice === undefined ? (defaultId ?? null) : choice;
  // The default is kept once shown: ending the match (no longer upcoming) must not switch the control to another.
  useEffect(() => {
    if (choice === undefined && defaultId !== undefined) setChoice(defaultId);
  }, [choice, defaultId]);
  const match = matches.find((m) => m.match_id === chosenId) ?? null;

  return (
    <Stack gap="md">
      <Title order={1}>Live Match Admin</Title>
      {all.isPending ? (
        <LoadingText />
      ) : all.isError ? (
        <ErrorBanner message={liveTexts.error(all.error.message)} />
      ) : (
        <>
          <MatchPicker matches={matches} value={match?.match_id ?? null} onChange={setChoice} />
          {match ? (
            <AdminMatchView key={match.match_id} match={match} />
          ) : (
            <Text c="dimmed">{liveTexts.selectToBegin}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
