import type { MouseEvent, ReactNode } from 'react';
import { useId } from 'react';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Match } from '@touchline/domain';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { LoadingText } from '../../ui/loading-text';
import { longDate } from '../../widgets/match/match-dates';
import { dashboardTexts, incompleteMatchText } from './dashboard-texts';
import { KickOffCountdown } from './kick-off-countdown';
import { mapsSearchUrl, meetTimeOf, missingMatchFields, placeholderFixture } from './next-match';
import { TeamBadge } from './team-badge';
import { t, tc } from '../../i18n/i18n';

export interface NextMatchTileProps {
  /** The next match, null when nothing is scheduled. */
  match: Partial<Match> | null | undefined;
  loading: boolean;
  /** The upcoming matches could not be read: the spec's text and a Retry button. */
  failed: boolean;
  onRetry: () => void;
  /** The club team's name (GET /teams/{id}); '' when it could not be read, shown as 'FC'. */
  teamName: string | null | undefined;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function Teams({
  teamName,
  opposition,
  ourSide,
}: {
  teamName: string | null | undefined;
  opposition: string | null | undefined;
  ourSide: 'Home' | 'Away';
}) {
  const ours = <TeamBadge name={teamName} side={ourSide} ours />;
  const theirs = <TeamBadge name={opposition} side={ourSide === 'Home' ? 'Away' : 'Home'} ours={false} />;
  return (
    <Group wrap="nowrap" align="flex-start" gap="xs">
      {ourSide === 'Home' ? ours : theirs}
      <Text fw={700} c="dimmed" pt="md">
        {t('vs')}
      </Text>
      {ourSide === 'Home' ? theirs : ours}
    </Group>
  );
}

function MatchBody({ match, teamName }: { match: Match; teamName: string | null | undefined }) {
  const place = match.venue_address ? `${match.venue_name}, ${match.venue_address}` : match.venue_name;
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} ta="center">
        {longDate(match.match_date)}
      </Text>
      <Teams teamName={teamName} opposition={match.opposition_name} ourSide={match.home_or_away} />
      <KickOffCountdown date={match.match_date} time={match.kick_off_time} />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <Detail label={t('Meet at')}>{meetTimeOf(match) ?? dashboardTexts.tbc}</Detail>
        <Detail label={tc('time', 'Kick-off')}>{match.kick_off_time}</Detail>
        <Detail label={t('Venue')}>
          <Anchor
            href={mapsSearchUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            title={t('Open the venue in a maps search')}
          >
            {match.venue_name}
          </Anchor>
        </Detail>
        <Detail label={t('Kit colours')}>{match.colours || dashboardTexts.tbc}</Detail>
      </SimpleGrid>
    </Stack>
  );
}

function Placeholder({ teamName }: { teamName: string | null | undefined }) {
  const fixture = placeholderFixture();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center">
        {dashboardTexts.noUpcomingMatches}
      </Text>
      <Text size="sm" fw={600} ta="center">
        {longDate(fixture.match_date)}
      </Text>
      <Teams teamName={teamName} opposition={fixture.opposition_name} ourSide="Home" />
      <Group justify="center">
        <Button component={Link} to={paths.allFixtures} variant="light">
          {t('View All Fixtures')}
        </Button>
      </Group>
    </Stack>
  );
}

function TileBody({ match, loading, failed, onRetry, teamName }: NextMatchTileProps) {
  if (failed) {
    return (
      <Stack gap="sm" align="center" py="md">
        <Text c="red.8" role="alert">
          {dashboardTexts.upcomingMatchesFailed}
        </Text>
        <Button variant="light" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </Stack>
    );
  }
  if (loading) return <LoadingText text={t('Loading next match...')} />;
  if (!match) return <Placeholder teamName={teamName} />;
  const missing = missingMatchFields(match);
  if (missing.length > 0) {
    return (
      <Text c="red.8" role="alert" py="md">
        {incompleteMatchText(missing)}
      </Text>
    );
  }
  return <MatchBody match={match as Match} teamName={teamName} />;
}

/** Clicks on the tile's own links and buttons do what they say; a click anywhere else opens the fixtures. */
function isOnControl(event: MouseEvent<HTMLElement>): boolean {
  return event.target instanceof Element && event.target.closest('a, button, input, [role="button"]') !== null;
}

/** Spec §2 Next Match tile: countdown, meet time, venue, badges and kit; clicking it goes to /matches/fixtures. */
export function NextMatchTile(props: NextMatchTileProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const { match } = props;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      style={{ cursor: 'pointer', alignSelf: 'start' }}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isOnControl(event)) void navigate(paths.fixtures);
      }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          <Anchor component={Link} to={paths.fixtures} c="inherit" fw="inherit" fz="inherit" underline="hover">
            {t('Next Match')}
          </Anchor>
        </Title>
        {match?.home_or_away && !props.failed && (
          <Badge variant="light" color={match.home_or_away === 'Home' ? 'teal' : 'gray'}>
            {match.home_or_away === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away')}
          </Badge>
        )}
      </Group>
      <TileBody {...props} />
    </Paper>
  );
}
