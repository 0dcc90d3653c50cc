import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ListedMatch, ListedPlayer, PlayerStatistics, Training } from '@touchline/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../src/query-client';
import { theme } from '../src/theme';
import { json, stubFetch } from './fake-fetch';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date `days` from today as YYYY-MM-DD. */
export function isoIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function aMatch(overrides: Partial<ListedMatch> = {}): ListedMatch {
  return {
    version: 'v1',
    match_id: 50,
    opposition_name: 'Hillside Rovers',
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane, Riverside',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: null,
    colours: 'Red and white',
    match_date: isoIn(5),
    team_id: 3,
    team_name: 'Eagles',
    team: { team_name: 'Eagles' },
    match_type: 'league',
    match_type_id: 1,
    season_id: 1,
    opposition_team_id: null,
    status: 'scheduled',
    status_reason: null,
    match_minutes: 90,
    state: { phase: 'NOT_STARTED', our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false },
    ...overrides,
  };
}

export function aTraining(overrides: Partial<Training> = {}): Training {
  return {
    version: 'v1',
    training_id: 80,
    date: isoIn(2),
    start_time: '18:00',
    end_time: '19:30',
    venue: 'Riverside 3G',
    team_id: 3,
    team: { team_name: 'Eagles' },
    team_name: 'Eagles',
    notes: null,
    season_id: 1,
    ...overrides,
  };
}

export function aPlayer(overrides: Partial<ListedPlayer> = {}): ListedPlayer {
  return {
    player_id: 7,
    player_name: 'Kai Morgan',
    player_short_name: 'Kai M.',
    preferred_position: 'Forward',
    date_of_birth: null,
    shirt_number: 7,
    team_id: 3,
    team_name: 'Eagles',
    team: { team_name: 'Eagles' },
    parents: null,
    ...overrides,
  };
}

/** A player's statistics, as the team's table and (with `youth_mode`) the player's tile have them. */
export function stats(
  overrides: Partial<PlayerStatistics & { youth_mode: boolean }> = {},
): PlayerStatistics & { youth_mode: boolean } {
  return {
    player_id: 1,
    player_name: 'Ann',
    player_short_name: null,
    shirt_number: 1,
    team_id: 3,
    season: '2026-27',
    games_started: 0,
    goals: 0,
    assists: 0,
    substitution_starts: 0,
    yellow_cards: 0,
    red_cards: 0,
    matches_missed: 0,
    training_missed: 0,
    minutes_played: 0,
    available_minutes: 0,
    youth_mode: false,
    ...overrides,
  };
}

/** A fake API: exact paths (with query) answer their JSON, everything else 404; writes go to `onWrite`. */
export function fakeApi(
  routes: Record<string, unknown>,
  onWrite?: (method: string, url: string, body: unknown) => Response,
) {
  return stubFetch(
    (url, init) => {
      const method = init.method ?? 'GET';
      if (method !== 'GET' && onWrite)
        return onWrite(method, url, init.body ? JSON.parse(String(init.body)) : undefined);
      const path = url.replace(/^\/api/, '');
      if (path in routes) {
        const answer = routes[path];
        return answer instanceof Response ? answer : json(200, answer);
      }
      return json(404, { error: 'Not found' });
    },
    '/account/teams' in routes ? { myTeams: null } : {},
  );
}

/** Renders `ui` at / in a memory router (plus stand-ins for the pages it links to) with the app's providers. */
export function renderAt(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient, ...view };
}
