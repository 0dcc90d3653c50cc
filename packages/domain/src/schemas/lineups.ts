import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id } from './common';
import { msg } from '../i18n/translate';

export const formationPosition = lazySchema(() =>
  z.object({ id: z.number(), position_name: z.string(), x_coordinate: z.number(), y_coordinate: z.number() }),
);
export type FormationPosition = z.infer<typeof formationPosition>;

export const formationSummary = lazySchema(() =>
  z.object({ id: z.number(), name: z.string(), description: z.string(), players_on_pitch: z.number() }),
);
export type FormationSummary = z.infer<typeof formationSummary>;

export const formation = lazySchema(() => formationSummary.extend({ positions: z.array(formationPosition) }));
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

export const lineupEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    player_id: z.number(),
    formation_position_id: z.number(),
    position: z.string(),
    Player: lineupPlayer,
    FormationPosition: formationPosition,
  }),
);
export type LineupEntry = z.infer<typeof lineupEntry>;

export const lineupResponse = lazySchema(() =>
  z.object({
    lineup: z.array(lineupEntry),
    formation,
    match: z.object({ match_id: z.number(), opponent: z.string(), match_date: z.string() }),
  }),
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
    formationId: z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647, {
      message: lineupMessages.formationRequired,
    }),
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
