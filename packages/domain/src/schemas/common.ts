import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const MAX_TEXT = 200;
export const MAX_NOTES = 2000;
export const MAX_ID = 2_147_483_647;

/**
 * What no line of text holds (#28 item 22): C0 and C1 control characters (line breaks and tabs included) and the
 * marks that change the direction text is shown in (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which
 * make a name show as something else ('gpj.exe' as 'exe.jpg').
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const notInALine = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** What no note holds: the same, except the line breaks (CR, LF) and tabs a note of several lines has. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const notInANote = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether text of at most `max` characters is a note of several lines: any longer than a line (MAX_TEXT). */
const isNote = (max: number) => max > MAX_TEXT;

/** The refusal of a control or text-direction character, naming the field (its label, else its path). */
export function plainCharacters(max: number, label?: string) {
  return {
    check: (v: string | null | undefined) => !v || !(isNote(max) ? notInANote : notInALine).test(v),
    error: (iss: { path?: readonly PropertyKey[] }) => {
      const field = label ?? ((iss.path ?? []).map(String).join('.') || 'value');
      return `${field} must not contain control or text-direction characters`;
    },
  };
}

/** A required line of text: trimmed, not empty, no control or text-direction character. */
export const requiredText = (label: string, max = MAX_TEXT) => {
  const plain = plainCharacters(max, label);
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be text`,
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(plain.check, { error: plain.error });
};

/**
 * Optional text (a line, or a note of several lines when `max` is over MAX_TEXT), without control or text-direction
 * characters: empty or null becomes null (a change clears it); left out it stays undefined, so a change keeps the
 * value it has (decision 057, #28 item 19) and a new record gets none.
 */
export const optionalText = (max = MAX_TEXT) => {
  const plain = plainCharacters(max);
  return z.string().trim().max(max).nullish().refine(plain.check, { error: plain.error }).transform(keptUnlessSent);
};

/** Left out (undefined) stays undefined; empty text or null is null; other text as it is. */
export function keptUnlessSent(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value || null;
}

/**
 * A record id: a whole number from 1 to MAX_ID. The range comes before the whole-number check, so the first message
 * names the field's own limits ('at least 1', 'at most 2147483647'), not zod's safe-integer range.
 */
export const id = lazySchema(() => z.number().min(1).max(MAX_ID).int());
/**
 * A required reference: a whole number from 1 to MAX_ID; missing, null, '' or anything else gives `message`, once
 * (each check stops the next), so the document types it as an integer (decision 139).
 */
export const requiredId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(1, { error: message, abort: true })
    .max(MAX_ID, { error: message });

/**
 * A field of the answer that a client may send back with the record it read (its joined names, its state): accepted
 * whatever it holds and ignored (a wrong one is dropped), documented with the answer's type so that a generated
 * client types it (decision 139). `field` must have no default: the body would gain the default.
 */
export const sentBack = <T extends z.ZodType>(field: T) =>
  field.optional().catch(undefined).describe('Read-only: the answer has it; ignored when sent back.');

/**
 * Any JSON value (an audit entry's record before and after): a deliberate choice, documented as such, where a field
 * holds what another record held; not for a field whose shape is known.
 */
export const anyJsonValue = (description: string) =>
  z.unknown().meta({ type: ['object', 'array', 'string', 'number', 'boolean', 'null'], description });

/** An id in a path or query: its digits only, from 1 to MAX_ID; '0x10', ' 1', '1e0', '+1', '01' and '1.0' are not. */
const idDigits = /^[1-9][0-9]{0,9}$/;
/**
 * A record id in a path or query string: written in digits, 1 to MAX_ID, read as a number. It is text first, so no
 * other way of writing a number (hex, exponent, sign, blanks, leading zeros) is coerced into one (#28 item 22).
 */
export const idParam = lazySchema(() => {
  const wrong = (iss: { path?: readonly PropertyKey[] }) =>
    `${(iss.path ?? []).map(String).join('.') || 'id'} must be a whole number from 1 to ${MAX_ID}`;
  return z
    .string({ error: wrong })
    .regex(idDigits, { error: wrong })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: wrong }));
});
export const idParams = lazySchema(() => z.strictObject({ id: idParam }));
/**
 * Record ids in a query string, the key given once or repeated (`?team_id=3&team_id=4`, which Fastify reads as a
 * list): each written as `idParam` has it, at most `max` of them, read as a list of numbers.
 */
export const idListParam = (key: string, max = 500) => {
  const wrong = `${key} must be one or more whole numbers from 1 to ${MAX_ID}`;
  const one = z
    .string({ error: wrong })
    .regex(idDigits, { error: wrong })
    .transform(Number)
    .pipe(z.number().max(MAX_ID, { error: wrong }));
  return z
    .union([one, z.array(one)], { error: wrong })
    .transform((value) => [value].flat())
    .pipe(
      z
        .array(z.number())
        .min(1, { error: wrong })
        .max(max, { error: `${key} may be given at most ${max} times` }),
    );
};

const isoDateRe = /^\d{4}-\d{2}-\d{2}$/;
export function isRealDate(value: string): boolean {
  if (!isoDateRe.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A calendar date as YYYY-MM-DD. */
export const isoDate = (label: string) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a date (YYYY-MM-DD)`),
    })
    .refine(isRealDate, `${label} must be a date (YYYY-MM-DD)`);

const timeRe = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** A time of day as HH:MM (seconds accepted and dropped). */
export const timeOfDay = (label: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a time (HH:MM)`) })
    .regex(timeRe, `${label} must be a time (HH:MM)`)
    .transform((v) => v.slice(0, 5));

/** Times are shown as HH:MM: the first five characters. */
export function hhmm(time: string | null | undefined): string {
  return time ? time.slice(0, 5) : '';
}

/**
 * The paging of a list that grows (decision 140): at most `limit` rows (1 to 500) after the first `offset`; all, or the
 * list's own default, when `limit` is absent. The answer stays the list; `X-Total-Count` says how many rows there are
 * in all and `Link` (RFC 8288) names the next and previous pages.
 */
export const pageFields = () => ({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** `?limit=&offset=` alone. */
export const pageQuery = lazySchema(() => z.strictObject(pageFields()));

/** One problem of a refused request: where it is (a JSON pointer into the body, or a parameter) and what is wrong. */
export const problemItem = lazySchema(() =>
  z.object({
    detail: z.string(),
    pointer: z.string().optional(),
    parameter: z.string().optional(),
  }),
);

/**
 * Every refusal's body (decision 140): an RFC 9457 problem document (`application/problem+json`) whose `detail` is
 * also `error`, the text the screens show, saying what is wrong; a request that breaks the schema lists every
 * problem in `errors`, the first of them in `error`. A route may add fields of its own (a stale write's `current`).
 */
export const errorBody = lazySchema(() =>
  z.looseObject({
    type: z.string().optional(),
    title: z.string().optional(),
    status: z.number().int().optional(),
    detail: z.string().optional(),
    error: z.string(),
    errors: z.array(problemItem).optional(),
  }),
);
