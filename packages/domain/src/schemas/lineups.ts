import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, requiredId } from './common';
import { msg } from '../i18n/translate';

/** The examples of the API's documentation: one seven-a-side formation, its goalkeeper's place and who plays there. */
const goalkeeperPlace = { id: 9, position_name: 'GK', x_coordinate: 50, y_coordinate: 92 };
const sevenASide = {
  id: 2,
  name: '2-3-1',
  description: 'Seven-a-side: two at the back, three across the middle, one up front',
  players_on_pitch: 7,
  positions: [goalkeeperPlace],
};
const goalkeeper = {
  id: 88,
  player_id: 15,
  formation_position_id: 9,
  position: 'GK',
  Player: {
    player_id: 15,
    player_name: 'Noah Whitfield',
    player_short_name: 'Noah',
    shirt_number: 1,
    jersey_number: 1,
    first_name: 'Noah',
    last_name: 'Whitfield',
  },
  FormationPosition: goalkeeperPlace,
};

export const formationPosition = component(
  'FormationPosition',
  () => z.object({ id: z.number(), position_name: z.string(), x_coordinate: z.number(), y_coordinate: z.number() }),
  {
    description:
      "A place on the pitch in a formation, with its position in percent of the pitch's width (x) and length (y).",
    examples: [goalkeeperPlace],
  },
);
export type FormationPosition = z.infer<typeof formationPosition>;

export const formationSummary = lazySchema(() =>
  z.object({ id: z.number(), name: z.string(), description: z.string(), players_on_pitch: z.number() }),
);
export type FormationSummary = z.infer<typeof formationSummary>;

export const formation = component(
  'Formation',
  () => formationSummary.extend({ positions: z.array(formationPosition) }),
  {
    description: 'A formation a lineup can use, with its positions.',
    examples: [sevenASide],
  },
);
export type Formation = z.infer<typeof formation>;

export const lineupPlayer = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    player_short_name: z.string().nullable(),
    shirt_number: z.number(),
    jersey_number: z.number(),
    first_name: z.string(),
    last_name: z.string(),
  }),
);

export const lineupEntry = component(
  'LineupEntry',
  () =>
    z.object({
      id: z.number(),
      player_id: z.number(),
      formation_position_id: z.number(),
      position: z.string(),
      Player: lineupPlayer,
      FormationPosition: formationPosition,
    }),
  {
    description: "A player in a match's lineup, at a position of its formation.",
    examples: [goalkeeper],
  },
);
export type LineupEntry = z.infer<typeof lineupEntry>;

export const lineupResponse = component(
  'Lineup',
  () =>
    z.object({
      lineup: z.array(lineupEntry),
      formation,
      match: z.object({ match_id: z.number(), opponent: z.string(), match_date: z.string() }),
    }),
  {
    description: "A match's saved lineup: its formation and who plays where.",
    examples: [
      {
        lineup: [goalkeeper],
        formation: sevenASide,
        match: { match_id: 41, opponent: 'Hillside Athletic U10', match_date: '2026-10-03' },
      },
    ],
  },
);
export type LineupResponse = z.infer<typeof lineupResponse>;

export const lineupMessages = {
  formationRequired: msg('Please select a formation'),
  playerTwice: msg('A player can only be placed once'),
  positionTwice: msg('Each position can hold only one player'),
  notInFormation: msg('A position is not part of the chosen formation'),
  notInTeam: msg("Player is not in this match's team"),
  noLineup: msg('No lineup has been saved for this match'),
} as const;

export const saveLineupBody = lazySchema(() =>
  z.strictObject({
    formationId: requiredId(lineupMessages.formationRequired),
    players: z
      .array(
        z.strictObject({
          player_id: id,
          formation_position_id: id,
          position: z.string().trim().max(100).optional(),
        }),
      )
      .max(30),
  }),
);
export type SaveLineupBody = z.input<typeof saveLineupBody>;

/** "Ava Reid Campbell" → first "Ava", last "Reid Campbell". */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
