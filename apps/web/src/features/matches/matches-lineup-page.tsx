import { Box, Flex, Stack, Text, Title } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';
import { useLineupMatch, useMatchLineup } from '../../api/lineups';
import { ErrorBanner } from '../../ui/error-banner';
import { failedToLoadLineup, lineupTexts } from '../../widgets/pitch/lineup-texts';
import { ReadOnlyPitch } from '../../widgets/pitch/read-only-pitch';
import { useWindowWidth } from '../../widgets/pitch/use-window-width';
import { MatchHeading } from '../../widgets/lineup/match-heading';
import { StartingPlayers } from './lineup/starting-players';
import { useMatchId } from '../../widgets/lineup/use-match-id';
import { known, t } from '../../i18n/i18n';

/** /matches/{matchId}/lineup (signed in): the saved lineup, read-only. */
export function MatchesLineupPage() {
  const matchId = useMatchId();
  const lineup = useMatchLineup(matchId);
  const match = useLineupMatch(matchId);
  // Spec §9: the viewer's small-screen layout applies at 768 px or less.
  const compact = useWindowWidth() <= MOBILE_BREAKPOINT_PX;
  const heading = match.data
    ? { opponent: match.data.opposition_name, date: match.data.match_date }
    : lineup.data
      ? { opponent: lineup.data.match.opponent, date: lineup.data.match.match_date }
      : null;

  let body;
  if (lineup.isError && lineup.data === undefined)
    body = <ErrorBanner message={failedToLoadLineup(known(lineup.error.message))} />;
  else if (lineup.data === undefined) body = <Text role="status">{lineupTexts.loadingLineup}</Text>;
  else if (lineup.data === null) body = <Text c="dimmed">{lineupTexts.noFormation}</Text>;
  else {
    const { formation, lineup: entries } = lineup.data;
    body = (
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('Formation: {name}', { name: formation.name })}
          </Title>
          <Text c="dimmed">{formation.description}</Text>
        </Stack>
        <Flex gap="lg" align="flex-start" direction={compact ? 'column' : 'row'} wrap="wrap">
          <ReadOnlyPitch positions={formation.positions} lineup={entries} />
          <Box w={compact ? '100%' : undefined} miw={0} style={compact ? undefined : { flex: '1 1 280px' }}>
            <StartingPlayers lineup={entries} />
          </Box>
        </Flex>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <MatchHeading title={lineupTexts.viewerTitle} match={heading} />
      {body}
    </Stack>
  );
}
