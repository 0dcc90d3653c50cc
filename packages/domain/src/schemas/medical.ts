import { z } from 'zod';
import { idParam, MAX_NOTES, plainCharacters, requiredText } from './common';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

export const MAX_EMERGENCY_CONTACTS = 3;

export const medicalMessages = {
  noContact: msg('Add at least one emergency contact'),
  tooManyContacts: `At most ${MAX_EMERGENCY_CONTACTS} emergency contacts`,
  phone: msg('Phone must be a phone number: digits, spaces and + ( ) - only, 6 to 20 of them'),
  notAllowed: msg(
    "Only the player's family, the coaches of the player's team, the welfare officer and admins can see this",
  ),
  notFamily: msg("Only the player's parents (or the player from 16) and admins can change this"),
  notMatchDay: msg("The squad's medical information is kept on the phone on the match day only"),
} as const;

/** A phone number as people write it: digits with spaces, '+', brackets and dashes; 6 to 20 characters. */
const phone = lazySchema(() =>
  z
    .string({ error: msg('Phone is required') })
    .trim()
    .min(1, msg('Phone is required'))
    .regex(/^\+?[0-9 ()-]{6,20}$/, medicalMessages.phone),
);

/** Whom to call when a child is hurt, in the order to call them. */
export const emergencyContact = lazySchema(() =>
  z.strictObject({
    name: requiredText('Name', 100),
    relationship: requiredText('Relationship', 50),
    phone,
  }),
);
export type EmergencyContact = z.infer<typeof emergencyContact>;

/** A medical note: several lines, at most MAX_NOTES characters; empty when there is nothing to say. */
const note = (label: string) => {
  const plain = plainCharacters(MAX_NOTES, label);
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(MAX_NOTES, `${label} must be at most ${MAX_NOTES} characters`)
    .refine(plain.check, { error: plain.error })
    .default('');
};

/**
 * PUT /players/{id}/medical: the whole record, as the parent confirms it (saving it is a review, decision 130).
 * Empty notes say "nothing to tell"; at least one emergency contact.
 */
export const medicalBody = lazySchema(() =>
  z.strictObject({
    emergency_contacts: z
      .array(emergencyContact, { error: medicalMessages.noContact })
      .min(1, medicalMessages.noContact)
      .max(MAX_EMERGENCY_CONTACTS, medicalMessages.tooManyContacts),
    conditions: note('Medical conditions'),
    allergies: note('Allergies'),
    medication: note('Medication'),
    instructions: note('What to do'),
  }),
);
export type MedicalBody = z.input<typeof medicalBody>;

/** A player's medical and emergency information as its readers see it. */
export const medicalRecord = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    emergency_contacts: z.array(emergencyContact),
    conditions: z.string(),
    allergies: z.string(),
    medication: z.string(),
    instructions: z.string(),
    /** Null until a parent first fills it in. */
    updated_at: z.string().nullable(),
    /** Who last changed it (display name); null when never, or once their account is gone. */
    updated_by: z.string().nullable(),
    /** When a parent last confirmed it; null when never. */
    reviewed_at: z.string().nullable(),
    /** Not confirmed since the current season began (or never): the family is asked to review it. */
    review_due: z.boolean(),
  }),
);
export type MedicalRecord = z.infer<typeof medicalRecord>;

/**
 * GET /matches/{id}/medical: the match squad's records for the console, kept on the phone for this match only and
 * gone at `keep_until` (the end of the match day in the club's time zone).
 */
export const matchMedical = lazySchema(() =>
  z.object({
    match_id: z.number(),
    keep_until: z.string(),
    players: z.array(medicalRecord),
  }),
);
export type MatchMedical = z.infer<typeof matchMedical>;

export const playerIdParams = lazySchema(() => z.strictObject({ id: idParam }));
