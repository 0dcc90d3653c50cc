import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { FixtureStatus, Match } from '@touchline/domain';
import { hhmm } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import type { EntityColumn, EntityListProps } from '../../../ui/entity-list/entity-list';
import { EntityList } from '../../../ui/entity-list/entity-list';
import { useIsMobile } from '../../../ui/use-is-mobile';
import classes from './match-list.module.css';
import { FixtureStatusBadge } from '../../../widgets/match/fixture-status-badge';
import { ViewOnly } from '../schedules/view-only';
import { MatchRowMenu } from './match-row-menu';
import { homeOrAwayLabel, matchTexts, matchTypeLabel } from './match-texts';

interface MatchListProps {
  matches: readonly Match[];
  /** Whether the person changes this match's team's fixtures; another team's row is view only. */
  mayChange: (match: Match) => boolean;
  onEdit: (match: Match) => void;
  /** Absent for a team's coach: deleting stays an admin's. */
  onDelete?: (match: Match) => void;
  onStatus: (match: Match, status: FixtureStatus) => void;
}

function NoWrap({ children }: { children: string }) {
  return (
    <Text component="span" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

const columns: EntityColumn<Match>[] = [
  {
    key: 'opposition',
    get header() {
      return t('Opposition');
    },
    render: (m) => (
      <Group gap={6}>
        {m.opposition_name}
        <FixtureStatusBadge match={m} />
      </Group>
    ),
  },
  {
    key: 'venue',
    get header() {
      return t('Venue');
    },
    render: (m) => m.venue_name,
  },
  {
    key: 'date',
    get header() {
      return t('Date');
    },
    render: (m) => <NoWrap>{m.match_date}</NoWrap>,
  },
  {
    key: 'kickOff',
    get header() {
      return t('Kick-off');
    },
    render: (m) => hhmm(m.kick_off_time),
  },
  {
    key: 'meet',
    get header() {
      return t('Meet');
    },
    render: (m) => hhmm(m.meet_time),
  },
  {
    key: 'kit',
    get header() {
      return t('Kit');
    },
    render: (m) => m.colours,
  },
  {
    key: 'homeOrAway',
    get header() {
      return t('H/A');
    },
    render: (m) => homeOrAwayLabel(m.home_or_away),
  },
  {
    key: 'team',
    get header() {
      return t('Team');
    },
    render: (m) => m.team_name,
  },
  {
    key: 'type',
    get header() {
      return t('Type');
    },
    render: (m) => matchTypeLabel(m.match_type),
  },
];

/** Search by opposition, venue or team (case-insensitive; the list passes the query lower-cased). */
const search: NonNullable<EntityListProps<Match>['search']> = {
  get placeholder() {
    return matchTexts.searchPlaceholder;
  },
  matches: (m, query) =>
    [m.opposition_name, m.venue_name, m.team_name].some((field) => field.toLowerCase().includes(query)),
};

const emptyText = {
  get none() {
    return matchTexts.noMatches;
  },
  get noMatch() {
    return matchTexts.noMatchesForSearch;
  },
};

function MatchCard({ match, menu }: { match: Match; menu: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{match.opposition_name}</Text>
        <Group gap={4} wrap="nowrap">
          <FixtureStatusBadge match={match} />
          <Badge variant="light" color={match.home_or_away === 'Home' ? 'teal' : 'gray'}>
            {homeOrAwayLabel(match.home_or_away)}
          </Badge>
          {menu}
        </Group>
      </Group>
      <Text size="sm">
        {match.match_date} · {t('Kick-off {time}', { time: hhmm(match.kick_off_time) })}
        {match.meet_time ? ` · ${t('Meet {time}', { time: hhmm(match.meet_time) })}` : ''}
      </Text>
      <Text size="sm">{match.venue_name}</Text>
      <Text size="sm" c="dimmed">
        {match.team_name} · {matchTypeLabel(match.match_type)} · {t('Kit: {colours}', { colours: match.colours })}
      </Text>
    </Stack>
  );
}

/** The matches: a table on wide screens, cards on narrow ones, 50 to a page so 2,000 stay quick. */
export function MatchList({ matches, mayChange, onEdit, onDelete, onStatus }: MatchListProps) {
  const isMobile = useIsMobile();
  const menu = (m: Match) =>
    mayChange(m) ? <MatchRowMenu match={m} onEdit={onEdit} onDelete={onDelete} onStatus={onStatus} /> : <ViewOnly />;
  return (
    <div className={classes.list}>
      <EntityList
        items={matches}
        getKey={(m) => m.match_id}
        columns={columns}
        noun={t('matches')}
        label={t('Matches')}
        search={search}
        emptyText={emptyText}
        // On cards the menu sits in the card's top corner rather than on a row of its own.
        renderActions={isMobile ? undefined : menu}
        renderCard={(m) => <MatchCard match={m} menu={menu(m)} />}
      />
    </div>
  );
}
