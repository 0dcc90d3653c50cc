import { z } from 'zod';
import { id } from './common';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

export const squadRoles = ['starting', 'substitute', 'standby'] as const;
export type SquadRole = (typeof squadRoles)[number];

/** POST /matches/:id/squad: the starting players are the saved lineup's; the coach adds substitutes and standby. */
export const squadBody = lazySchema(() =>
  z.strictObject({
    substitutes: z.array(id).max(40, msg('At most 40 substitutes')),
    standby: z.array(id).max(40, msg('At most 40 players on standby')),
  }),
);
export type SquadBody = z.input<typeof squadBody>;

export const squadView = lazySchema(() =>
  z.object({
    /** When it was last published (ISO instant); null before the first time. */
    published_at: z.string().nullable(),
    /** How many times it has been published (again after a change). */
    times: z.number(),
    players: z.array(z.object({ player_id: z.number(), player_name: z.string(), role: z.enum(squadRoles) })),
  }),
);
export type SquadView = z.infer<typeof squadView>;

export const squadMessages = {
  saveLineupFirst: msg("Save the lineup first: the starting players are the lineup's"),
  oneGroup: msg('A player can be in only one group'),
  notInTeam: msg("Every player must be in the match's team"),
  notAvailable: (name: string) => `${name} is not available for this match`,
  /** A starter who answered Not available after the lineup was saved (#28 item 13). */
  starterNotAvailable: (names: string) =>
    `${names} ${names.includes(', ') ? 'are' : 'is'} in the saved lineup but not available for this match: ` +
    'change the lineup first',
} as const;
