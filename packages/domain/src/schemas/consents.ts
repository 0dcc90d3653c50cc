import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

/**
 * A player's consents (#31, decision 130): `photos` (the club may show the player's name and pictures where people
 * outside the club see them: the live link, exports, photographs and filming), `direct_contact` (a 16- or
 * 17-year-old may be messaged and emailed directly) and `no_parent_copy` (such messages need not be copied to the
 * parents). None is given until someone gives it: high privacy by default.
 */
export const consentKinds = ['photos', 'direct_contact', 'no_parent_copy'] as const;
export type ConsentKind = (typeof consentKinds)[number];

export const consentLabels: Record<ConsentKind, string> = {
  photos: msg('Name, photographs and filming'),
  direct_contact: msg('Contact the player directly'),
  no_parent_copy: msg('Messages to the player need not be copied to the parents'),
};

export const consentHints: Record<ConsentKind, string> = {
  photos: msg(
    "The club may show the player's name on the live link and in exports, and take photographs and film at matches. " +
      "Without it the player appears as 'Player' to people outside the club.",
  ),
  direct_contact: msg('For a player of 16 or 17: coaches may message and email the player directly.'),
  no_parent_copy: msg('For a player of 16 or 17 who may be contacted directly: the parents are not copied in.'),
};

export const consentMessages = {
  onlyFrom16: (label: string) => `${label} can only be given for a player of 16 or 17`,
  needsDirectContact: msg('Messages can go without the parents only when the player may be contacted directly'),
  notFamily: msg("Only the player's parents, the player from 16, and admins can give or withdraw consent"),
  nothingSent: msg('Say which consent to give or withdraw'),
  notSeen: msg("Only the player's family, the club's coaches, the welfare officer and admins can see consents"),
} as const;

/** One consent as it stands: given, withdrawn, or never asked (null); who answered and when. */
export const consentState = lazySchema(() =>
  z.object({
    granted: z.boolean().nullable(),
    given_by: z.string().nullable(),
    given_at: z.string().nullable(),
  }),
);
export type ConsentState = z.infer<typeof consentState>;

export const playerConsents = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    /** The player's age today; null when not known. */
    age: z.number().nullable(),
    photos: consentState,
    direct_contact: consentState,
    no_parent_copy: consentState,
  }),
);
export type PlayerConsents = z.infer<typeof playerConsents>;

/** PUT /players/{id}/consents: the consents to give (true) or withdraw (false); those left out stay as they are. */
export const consentsBody = lazySchema(() =>
  z
    .strictObject({
      photos: z.boolean().optional(),
      direct_contact: z.boolean().optional(),
      no_parent_copy: z.boolean().optional(),
    })
    .refine((b) => Object.values(b).some((v) => v !== undefined), { error: consentMessages.nothingSent }),
);
export type ConsentsBody = z.infer<typeof consentsBody>;

/** GET /consents: the club's consents register (the welfare officer and admins). */
export const consentsRegister = lazySchema(() =>
  z.object({
    players: z.array(playerConsents.extend({ team_name: z.string() })),
  }),
);
export type ConsentsRegister = z.infer<typeof consentsRegister>;

/** GET /matches/{id}/consents: who of the match's team may not be named outside the club (the live link: 'Player'). */
export const matchConsents = lazySchema(() =>
  z.object({
    unnamed: z.array(z.object({ player_id: z.number(), player_name: z.string() })),
  }),
);
export type MatchConsents = z.infer<typeof matchConsents>;
