import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedMatch, Team } from '@touchline/domain';
import { AdminFixturesPage } from '../src/features/admin/admin-fixtures-page';
import { json, stubFetch } from './fake-fetch';
import { renderSignedIn } from './fake-session';
import { admin } from './render-app';

const team: Team = {
  team_id: 3,
  team_name: 'U12 Lions',
  home_colours: 'Blue',
  away_colours: 'Red',
  age_group: 'U12',
  club_name: 'Touchline',
  contact_number: '1',
  youth_mode: false,
  youth_mode_choice: null,
  match_minutes: 60,
  match_minutes_choice: null,
};
const existing = {
  match_id: 1,
  team_id: 3,
  match_date: '2025-05-10',
  opposition_name: 'Rovers',
  venue_name: 'V',
  venue_address: 'A',
  home_or_away: 'Home',
  kick_off_time: '10:00',
  meet_time: null,
  colours: 'Blue',
  team_name: 'U12 Lions',
  team: { team_name: 'U12 Lions' },
  match_type: 'league',
  match_type_id: 1,
  season_id: null,
  opposition_team_id: null,
  status: 'scheduled',
  status_reason: null,
  match_minutes: 90,
  version: 'v1',
  state: { phase: 'NOT_STARTED', our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false },
} satisfies ListedMatch;

/** GET lists answer from fixed data; POST /matches answers with `onPost`. */
function fakeApi(onPost: (body: Record<string, unknown>) => Response) {
  return stubFetch((url, init) => {
    if (init.method === 'POST' && url === '/api/matches')
      return onPost(JSON.parse(String(init.body)) as Record<string, unknown>);
    const lists: Record<string, unknown> = {
      '/api/matches': [existing],
      '/api/teams': [team],
      '/api/opposition-teams': [],
      '/api/match-types': [],
      '/api/seasons': [
        { season_id: 2, name: '2024-25', start_date: '2024-08-01', end_date: '2025-05-31', is_current: true },
      ],
    };
    return url in lists ? json(200, lists[url]) : json(404, { error: 'Not found' });
  });
}

async function openGenerator() {
  renderSignedIn(admin, <AdminFixturesPage />);
  await screen.findByRole('table', { name: 'Matches' });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Matches' }));
  return within(screen.getByRole('form', { name: 'Generate Saturday matches' }));
}

function fill(
  form: ReturnType<typeof within>,
  values: Partial<Record<'Team' | 'Start Date' | 'End Date' | 'Match Type', string>>,
) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(form.getByLabelText(label), { target: { value } });
}

describe('Saturday generator', { timeout: 30_000 }, () => {
  it('has the spec defaults and validates team, dates and range', async () => {
    fakeApi(() => json(500, {}));
    const form = await openGenerator();
    expect(form.getByLabelText('Kick-off Time')).toHaveValue('10:00');
    expect(form.getByLabelText('Meet Time')).toHaveValue('09:00');
    expect(form.getByLabelText('Match Type')).toHaveValue('league');
    expect(
      within(form.getByLabelText('Match Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['League', 'Scottish Cup', 'Divisional Cup', 'Section Cup', 'League Cup', 'Friendly']);

    const submit = () => fireEvent.click(form.getByRole('button', { name: 'Create Matches' }));
    submit();
    expect(await form.findByRole('alert')).toHaveTextContent('Please select a team');
    fill(form, { Team: '3' });
    submit();
    expect(await form.findByRole('alert')).toHaveTextContent('Please select both a start date and an end date');
    fill(form, { 'Start Date': '2025-05-10', 'End Date': '2025-05-01' });
    submit();
    expect(await form.findByRole('alert')).toHaveTextContent('End date must be after start date');
    fill(form, { 'Start Date': '2025-05-05', 'End Date': '2025-05-09' });
    submit();
    expect(await form.findByRole('alert')).toHaveTextContent('No Saturdays found in the selected date range');
  });

  it('creates one match per Saturday in order, skipping dates the team already plays, and lists both', async () => {
    const calls = fakeApi((body) => json(201, { ...existing, ...body, match_id: 50 }));
    const form = await openGenerator();
    fill(form, { Team: '3', 'Start Date': '2025-05-01', 'End Date': '2025-05-31', 'Match Type': 'friendly' });
    fireEvent.click(form.getByRole('button', { name: 'Create Matches' }));

    const results = await form.findByRole('status');
    expect(results).toHaveTextContent('Created 4 matches: 2025-05-03, 2025-05-17, 2025-05-24, 2025-05-31');
    expect(results).toHaveTextContent('Skipped 1 date that already had a match: 2025-05-10');
    const posted = calls
      .filter((c) => c.method === 'POST')
      .map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);
    expect(posted.map((p) => p.match_date)).toEqual(['2025-05-03', '2025-05-17', '2025-05-24', '2025-05-31']);
    expect(posted[0]).toEqual({
      opposition_name: 'TBC',
      venue_name: 'TBC',
      venue_address: 'TBC',
      home_or_away: 'Home',
      colours: 'Regular kit',
      kick_off_time: '10:00',
      meet_time: '09:00',
      match_type: 'friendly',
      match_date: '2025-05-03',
      team_id: 3,
      season_id: 2,
    });
  });

  it("stops at the first failure with 'Failed to create match for {date}'", async () => {
    const calls = fakeApi((body) =>
      body.match_date === '2025-05-17' ? json(500, {}) : json(201, { ...existing, ...body }),
    );
    const form = await openGenerator();
    fill(form, { Team: '3', 'Start Date': '2025-05-01', 'End Date': '2025-05-31' });
    fireEvent.click(form.getByRole('button', { name: 'Create Matches' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to create match for 2025-05-17');
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Created 1 match: 2025-05-03'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });
});
