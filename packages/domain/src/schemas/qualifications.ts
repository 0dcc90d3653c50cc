import { z } from 'zod';
import { qualificationKinds, qualificationStates, qualificationStatuses } from '../rules/qualifications';
import { idParam, isoDate } from './common';
import { component } from './component';
import { lazySchema } from './lazy-schema';

const kindWords = qualificationKinds.join(', ');

/** A person's id and one kind of qualification (PUT and DELETE /users/:id/qualifications/:kind). */
export const qualificationParams = lazySchema(() =>
  z.strictObject({
    id: idParam,
    kind: z.enum(qualificationKinds, { error: `kind must be one of ${kindWords}` }),
  }),
);

/**
 * PUT /users/:id/qualifications/:kind: the check as recorded. `issued_on` is the date on the certificate, required
 * when valid (not in the future, not before 1990: the route's rule, rules/qualifications.ts), left out while applied
 * for. Nothing of the certificate's contents.
 */
export const qualificationBody = lazySchema(() =>
  z.strictObject({
    status: z.enum(qualificationStatuses, {
      error: (iss) =>
        iss.input === undefined ? 'status is required' : `status must be one of ${qualificationStatuses.join(', ')}`,
    }),
    issued_on: isoDate('issued_on').nullish(),
  }),
);
export type QualificationBody = z.input<typeof qualificationBody>;

/** One kind of qualification of one person as the register shows it on the day: the state, with the dates. */
export const qualificationEntry = component(
  'Qualification',
  () =>
    z.object({
      kind: z.enum(qualificationKinds),
      state: z.enum(qualificationStates),
      /** Null when missing. */
      status: z.enum(qualificationStatuses).nullable(),
      issued_on: z.string().nullable(),
      expires_on: z.string().nullable(),
      /** When it was last recorded, and by whom (a display name; null once their account is gone). */
      recorded_at: z.string().nullable(),
      recorded_by: z.string().nullable(),
    }),
  {
    description: 'One check or course of an adult (DBS, safeguarding, first aid) on a day: its state and dates.',
    examples: [
      {
        kind: 'dbs',
        state: 'valid',
        status: 'valid',
        issued_on: '2025-09-12',
        expires_on: '2028-09-12',
        recorded_at: '2025-09-15T18:20:00.000Z',
        recorded_by: 'Sam Patel',
      },
    ],
  },
);
export type QualificationEntry = z.infer<typeof qualificationEntry>;

/** One adult on the register: who, what they do, and each kind (in `qualificationKinds` order). */
export const registerPerson = lazySchema(() =>
  z.object({
    user_id: z.number(),
    name: z.string(),
    username: z.string(),
    coach: z.boolean(),
    welfare_officer: z.boolean(),
    /** The teams they coach, by name. */
    teams: z.array(z.string()),
    qualifications: z.array(qualificationEntry),
  }),
);
export type RegisterPerson = z.infer<typeof registerPerson>;

/**
 * GET /qualifications: every adult who coaches, is the welfare officer or has a record; the other adults' accounts
 * (by name, to record a first check for a volunteer), and the club's date.
 */
export const qualificationRegister = lazySchema(() =>
  z.object({
    today: z.string(),
    people: z.array(registerPerson),
    others: z.array(z.object({ user_id: z.number(), name: z.string() })),
  }),
);
export type QualificationRegister = z.infer<typeof qualificationRegister>;

/** GET /account/qualifications: the signed-in person's own, each kind. */
export const ownQualifications = lazySchema(() =>
  z.object({ today: z.string(), qualifications: z.array(qualificationEntry) }),
);
export type OwnQualifications = z.infer<typeof ownQualifications>;
