import type { TestApp } from './test-app';

/** Small factories that go through the API as an admin, so tests build exactly the data they need. */
export function factories(t: TestApp, adminToken: () => string) {
  let n = 0;
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await t.request({ method: 'POST', url, token: adminToken(), payload });
    if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  return {
    teamBody: (over: object = {}) => ({
      team_name: `Team ${++n}`,
      home_colours: 'Red',
      away_colours: 'Blue',
      age_group: 'U12',
      club_name: 'Riverside FC',
      contact_number: '0123',
      ...over,
    }),
    /**
     * A team whose matches last the spec's 90 minutes (decision 124), so the spec's numbers hold in every test; a test
     * of the age group's length sends `match_minutes: null`.
     */
    async team(over: object = {}) {
      return post<{ team_id: number; team_name: string; contact_number: string }>(
        '/api/teams',
        this.teamBody({ match_minutes: 90, ...over }),
      );
    },
    async player(teamId: number, over: object = {}) {
      return post<{ player_id: number; player_name: string }>('/api/players', {
        player_name: `Player ${++n}`,
        preferred_position: 'Midfielder',
        date_of_birth: '2014-05-01',
        shirt_number: n % 99,
        team_id: teamId,
        ...over,
      });
    },
    async season(over: object = {}) {
      return post<{ season_id: number; name: string; is_current: boolean }>('/api/seasons', {
        name: `S${++n}`,
        start_date: '2026-08-01',
        end_date: '2027-05-31',
        is_current: false,
        ...over,
      });
    },
    async opposition(over: object = {}) {
      return post<{ id: number; team_name: string }>('/api/opposition-teams', {
        team_name: `Opp ${++n}`,
        venue_name: 'Their Park',
        venue_address: '1 Road',
        ...over,
      });
    },
    matchBody(teamId: number, over: object = {}) {
      return {
        opposition_name: `Opp ${++n}`,
        venue_name: 'Riverside Park',
        venue_address: 'Mill Lane',
        home_or_away: 'Home',
        kick_off_time: '10:00',
        meet_time: '09:30',
        colours: 'Red',
        match_date: '2026-12-05',
        team_id: teamId,
        match_type: 'league',
        ...over,
      };
    },
    async match(teamId: number, over: object = {}) {
      return post<{ match_id: number }>('/api/matches', this.matchBody(teamId, over));
    },
    /** Makes these users the team's coaches (writes on its matches are theirs and the admins', decision 116). */
    async coaches(teamId: number, userIds: number[]) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/teams/${teamId}/coaches`,
        token: adminToken(),
        payload: { user_ids: userIds },
      });
      if (res.statusCode !== 200) throw new Error(`PUT /teams/${teamId}/coaches failed: ${res.statusCode} ${res.body}`);
    },
    async training(teamId: number, over: object = {}) {
      return post<{ training_id: number }>('/api/trainings', {
        date: '2026-12-01',
        start_time: '18:00',
        end_time: '19:30',
        venue: 'Park',
        team_id: teamId,
        ...over,
      });
    },
  };
}
