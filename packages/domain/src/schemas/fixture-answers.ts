import { z } from 'zod';
import { fixtureAnswers } from '../rules/availability-requests';
import { MAX_NOTES, optionalText, timeOfDay } from './common';
import { lazySchema } from './lazy-schema';
import { msg } from '../i18n/translate';

const answer = () => z.enum(fixtureAnswers, { error: 'status must be available, maybe or not_available' });

/** A family's or coach's answer to a fixture's availability request. */
export const fixtureAnswerBody = lazySchema(() =>
  z.strictObject({
    status: answer(),
    note: optionalText(MAX_NOTES),
  }),
);
export type FixtureAnswerBody = z.input<typeof fixtureAnswerBody>;

export const fixtureAnswerSources = ['app', 'link', 'coach', 'date'] as const;

export const reminderEntry = lazySchema(() =>
  z.object({ at: z.string(), trigger: z.enum(['request', 'scheduled', 'manual']) }),
);

/** One player's answer as the coach sees it: what, with which note, how and when, and when they were emailed. */
export const playerAnswer = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    answer: answer().nullable(),
    note: z.string().nullable(),
    /** How it was given: in the app, from an email link, by a coach, or a 'date I will miss' record. */
    source: z.enum(fixtureAnswerSources).nullable(),
    answered_at: z.string().nullable(),
    /** Who gave the answer that counts (the name shown for them), or null when nobody has or they are gone. */
    answered_by: z.string().nullable(),
    reminded: z.array(reminderEntry),
  }),
);
export type PlayerAnswer = z.infer<typeof playerAnswer>;

export const fixtureSummary = lazySchema(() =>
  z.object({
    match_id: z.number(),
    team_id: z.number(),
    team_name: z.string(),
    opponent: z.string(),
    match_date: z.string(),
    kick_off_time: z.string(),
    status: z.enum(['scheduled', 'postponed', 'cancelled']),
    /** When answers lock for families (ISO instant). */
    deadline: z.string(),
    /** Kick-off on the club's wall clock (ISO instant): 'Remind now' is offered and taken until then. */
    kick_off_at: z.string(),
    /** Whether families may still answer. */
    open: z.boolean(),
  }),
);
export type FixtureSummary = z.infer<typeof fixtureSummary>;

export const answerCountsSchema = lazySchema(() =>
  z.object({ available: z.number(), maybe: z.number(), not_available: z.number(), no_answer: z.number() }),
);
export type AnswerCounts = z.infer<typeof answerCountsSchema>;

/** GET /matches/:id/answers: the coach's view of a fixture's answers. */
export const fixtureAnswersView = lazySchema(() =>
  z.object({
    fixture: fixtureSummary,
    counts: answerCountsSchema,
    players: z.array(playerAnswer),
  }),
);
export type FixtureAnswersView = z.infer<typeof fixtureAnswersView>;

export const remindersSent = lazySchema(() => z.object({ reminded: z.number(), players: z.number() }));

/** POST /answers/by-link: the signed link's token, and the answer (none: only look at what it is for). */
export const linkAnswerBody = lazySchema(() =>
  z.strictObject({
    token: z.string().min(1, 'token is required').max(1000),
    status: answer().optional(),
    note: optionalText(MAX_NOTES),
  }),
);

export const linkAnswer = lazySchema(() =>
  z.object({
    player_name: z.string(),
    fixture: fixtureSummary,
    answer: answer().nullable(),
    note: z.string().nullable(),
    /** Who to ask once answers have closed (#28 item 10): the team's coaches by name and the team's contact number. */
    contact: z.object({ coaches: z.array(z.string()), phone: z.string() }),
  }),
);
export type LinkAnswer = z.infer<typeof linkAnswer>;

export const availabilitySettingsSchema = lazySchema(() =>
  z.strictObject({
    deadline_days: z
      .number()
      .int()
      .min(0, msg('deadline_days must be 0 to 14'))
      .max(14, msg('deadline_days must be 0 to 14')),
    reminder_days: z
      .array(
        z.number().int().min(0, msg('reminder days must be 0 to 14')).max(14, msg('reminder days must be 0 to 14')),
      )
      .max(3, msg('At most three reminders')),
    reminder_time: timeOfDay('reminder_time'),
  }),
);
export type AvailabilitySettingsBody = z.input<typeof availabilitySettingsSchema>;

export const availabilitySettingsAnswer = lazySchema(() =>
  z.object({ deadline_days: z.number(), reminder_days: z.array(z.number()), reminder_time: z.string() }),
);

export const fixtureAnswerMessages = {
  closed: (deadline: string) => `Answers for this fixture closed on ${deadline}. Ask the coach to change it.`,
  linkInvalid: msg('This link is not valid'),
  linkExpired: msg('This link has expired: the match has kicked off'),
  notInTeam: msg('This player is no longer in the team of this fixture'),
  notScheduled: msg('This fixture is not going ahead, so it takes no answers'),
  emailOff: msg('Email is not set up on this server, so no reminder can be sent'),
  played: msg('This match has been played'),
  /** An under-16's own account (decision 106: parents answer for under-16s). */
  parentsDecide: msg('Your parent or carer answers for you until you are 16'),
  remindedRecently: (at: string, next: string) =>
    `The families without an answer were reminded at ${at}. The next reminder can go at ${next}.`,
} as const;
