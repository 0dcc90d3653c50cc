import type { Formation, FormationSummary, LineupResponse, ListedPlayer, Match } from '@touchline/domain';

export const formationSummaries: FormationSummary[] = [
  { id: 1, name: '1-2-1', description: '5-a-side: one defender, two midfielders, one forward', players_on_pitch: 5 },
  { id: 3, name: '2-3-1', description: '7-a-side: two defenders, three midfielders, one striker', players_on_pitch: 7 },
];

export const formationOne: Formation = {
  ...(formationSummaries[0] as FormationSummary),
  positions: [
    { id: 11, position_name: 'Goalkeeper', x_coordinate: 50, y_coordinate: 92 },
    { id: 12, position_name: 'Defender', x_coordinate: 50, y_coordinate: 74 },
    { id: 13, position_name: 'Left Midfielder', x_coordinate: 12, y_coordinate: 48 },
    { id: 14, position_name: 'Right Midfielder', x_coordinate: 88, y_coordinate: 48 },
    { id: 15, position_name: 'Forward', x_coordinate: 50, y_coordinate: 22 },
  ],
};

export const formationThree: Formation = {
  ...(formationSummaries[1] as FormationSummary),
  positions: [
    { id: 31, position_name: 'Goalkeeper', x_coordinate: 50, y_coordinate: 92 },
    { id: 32, position_name: 'Left Back', x_coordinate: 12, y_coordinate: 74 },
    { id: 33, position_name: 'Right Back', x_coordinate: 88, y_coordinate: 74 },
    { id: 34, position_name: 'Left Midfielder', x_coordinate: 12, y_coordinate: 48 },
    { id: 35, position_name: 'Centre Midfielder', x_coordinate: 50, y_coordinate: 48 },
    { id: 36, position_name: 'Right Midfielder', x_coordinate: 88, y_coordinate: 48 },
    { id: 37, position_name: 'Striker', x_coordinate: 50, y_coordinate: 22 },
  ],
};

export function makePlayer(id: number, name: string, shirt: number, short: string | null = null): ListedPlayer {
  return {
    player_id: id,
    player_name: name,
    player_short_name: short,
    preferred_position: 'Midfielder',
    date_of_birth: null,
    shirt_number: shirt,
    team_id: 7,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
    parents: null,
  };
}

export const ava = makePlayer(1, 'Ava Reid', 4, 'Ava R');
export const ben = makePlayer(2, 'Ben Cole', 9);
export const cara = makePlayer(3, 'Cara Lee Smith', 1);
/** On the team, recorded unavailable on the match date. */
export const dan = makePlayer(4, 'Dan Ross', 7);

export const theMatch: Match = {
  version: 'v1',
  match_id: 42,
  opposition_name: 'Rovers',
  venue_name: 'Park',
  venue_address: '1 Park Road',
  home_or_away: 'Home',
  kick_off_time: '10:00',
  meet_time: '09:30',
  colours: 'Red',
  match_date: '2025-06-14',
  team_id: 7,
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  match_type: 'league',
  match_type_id: 1,
  season_id: null,
  opposition_team_id: null,
  status: 'scheduled',
  status_reason: null,
  match_minutes: 90,
};

function entry(
  id: number,
  player: ListedPlayer,
  position: { id: number; position_name: string; x_coordinate: number; y_coordinate: number },
) {
  const [first = '', ...rest] = player.player_name.split(' ');
  return {
    id,
    player_id: player.player_id,
    formation_position_id: position.id,
    position: position.position_name,
    Player: {
      player_id: player.player_id,
      player_name: player.player_name,
      player_short_name: player.player_short_name,
      shirt_number: player.shirt_number,
      jersey_number: player.shirt_number,
      first_name: first,
      last_name: rest.join(' '),
    },
    FormationPosition: position,
  };
}

/** A saved 2-3-1 lineup: Ava at Left Back, Dan (now unavailable) at Striker, Cara in goal. */
export const savedLineup: LineupResponse = {
  lineup: [
    entry(1, cara, formationThree.positions[0] as Formation['positions'][number]),
    entry(2, ava, formationThree.positions[1] as Formation['positions'][number]),
    entry(3, dan, formationThree.positions[6] as Formation['positions'][number]),
  ],
  formation: formationThree,
  match: { match_id: 42, opponent: 'Rovers', match_date: '2025-06-14' },
};
