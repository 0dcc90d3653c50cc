import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, requiredId, isoDate, optionalText, requiredText, sentBack } from './common';
import { msg } from '../i18n/translate';

export const playerBody = lazySchema(() =>
  z.strictObject({
    player_name: requiredText('Player name'),
    player_short_name: optionalText(),
    preferred_position: requiredText('Preferred position'),
    date_of_birth: isoDate('Date of birth'),
    shirt_number: z
      .number({
        error: (iss) =>
          iss.input === undefined ? msg('Shirt number is required') : msg('Shirt number must be a number'),
      })
      .int(msg('Shirt number must be a whole number'))
      .min(0, msg('Shirt number must be between 0 and 999'))
      .max(999, msg('Shirt number must be between 0 and 999')),
    team_id: requiredId(msg('Team is required')),
  }),
);
/** The client may send the player row it read back: its id and joined team are accepted and ignored. */
export const playerUpdateBody = lazySchema(() =>
  playerBody.extend({
    player_id: id.optional(),
    team_name: z.string().optional(),
    team: sentBack(z.object({ team_name: z.string() })),
    /** Read-only (the admin list's row carries it): links are changed with the parent-player associations. */
    parents: sentBack(z.array(playerParent).nullable()),
  }),
);
export type PlayerBody = z.infer<typeof playerBody>;

export const player = component(
  'Player',
  () =>
    z.object({
      player_id: z.number(),
      player_name: z.string(),
      player_short_name: z.string().nullable(),
      preferred_position: z.string(),
      /** Null for viewers who may not see a child's date of birth. */
      date_of_birth: z.string().nullable(),
      shirt_number: z.number(),
      team_id: z.number(),
      team_name: z.string(),
      team: z.object({ team_name: z.string() }),
    }),
  {
    description:
      "A child (or adult) who plays for one of the club's teams. The date of birth is null for those who may not " +
      'see it.',
    examples: [
      {
        player_id: 12,
        player_name: 'Alfie Brennan',
        player_short_name: 'Alfie',
        preferred_position: 'Midfielder',
        date_of_birth: '2016-03-14',
        shirt_number: 8,
        team_id: 3,
        team_name: 'U10 Lions',
        team: { team_name: 'U10 Lions' },
      },
    ],
  },
);
export type Player = z.infer<typeof player>;

/** A parent linked to a player (parent-player association), as the admin's player list names them. */
export const playerParent = component(
  'PlayerParent',
  () => z.object({ user_id: z.number(), username: z.string(), short_name: z.string().nullable() }),
  {
    description: "A parent's account linked to a player.",
    examples: [{ user_id: 21, username: 'jo.carter', short_name: 'Jo' }],
  },
);
export type PlayerParent = z.infer<typeof playerParent>;

/** A row of the player lists: the player and, for an admin only, their parents (null for everyone else). */
export const listedPlayer = lazySchema(() => player.extend({ parents: z.array(playerParent).nullable() }));
export type ListedPlayer = z.infer<typeof listedPlayer>;

/** One player of GET /players/selection: how often the team's last N matches with a lineup left them out. */
export const playerSelectionRow = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    /** The date (YYYY-MM-DD) of the last match whose lineup had them, or null. */
    last_picked: z.string().nullable(),
    not_picked_in_last: z.number(),
    /** How many matches were looked at (fewer than N when the team has fewer lineups). */
    considered: z.number(),
    /** Left out of every match considered. */
    overlooked: z.boolean(),
  }),
);
export type PlayerSelection = z.infer<typeof playerSelectionRow>;

/** The answer of POST /admin/players/{id}/erase: the player under their anonymous name. */
export const erasedPlayer = lazySchema(() => z.object({ player_id: z.number(), player_name: z.string() }));
export type ErasedPlayer = z.infer<typeof erasedPlayer>;
