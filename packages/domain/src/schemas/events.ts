import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { id, requiredId } from './common';
import { msg } from '../i18n/translate';

export const eventTypes = ['GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH'] as const;
export type EventType = (typeof eventTypes)[number];

export const phaseEventTypes = ['GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END'] as const;
export type PhaseEventType = (typeof phaseEventTypes)[number];

export const matchEventTypes = ['LINEUP_CONFIRMED', ...phaseEventTypes, 'FORFEIT'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];

export const cardTypes = ['YELLOW', 'RED', 'SECOND_YELLOW'] as const;
export type CardType = (typeof cardTypes)[number];

/** Which side forfeited a match: 'home' or 'away'. */
export const forfeitingSides = ['home', 'away'] as const;

/** What every timeline entry's `data` carries: its id, minute, notes and when it was recorded (ISO). */
const eventBase = () => ({
  id: z.number(),
  minute: z.number().nullable(),
  notes: z.string().nullable(),
  timestamp: z.string(),
});

/** A goal: ours (the scorer and assist are our players, with their names) or the opposition's (names typed in). */
export const goalEvent = lazySchema(() =>
  z.object({
    type: z.literal('GOAL'),
    event_type: z.null(),
    minute: z.number().nullable(),
    data: z.object({
      ...eventBase(),
      player_id: z.number().nullable(),
      assist_player_id: z.number().nullable(),
      scorer: z.string().nullable(),
      scorer_short_name: z.string().nullable(),
      assist: z.string().nullable(),
      assist_short_name: z.string().nullable(),
      is_penalty: z.boolean(),
      is_freekick: z.boolean(),
      is_own_goal: z.boolean(),
      is_opposition_goal: z.boolean(),
      opposition_scorer_name: z.string().nullable(),
      opposition_assist_name: z.string().nullable(),
    }),
  }),
);

export const cardEvent = lazySchema(() =>
  z.object({
    type: z.literal('CARD'),
    event_type: z.null(),
    minute: z.number().nullable(),
    data: z.object({
      ...eventBase(),
      card_type: z
        .string()
        .meta({ enum: [...cardTypes] })
        .nullable(),
      player: z.string().nullable(),
      player_id: z.number().nullable(),
    }),
  }),
);

/** A substitution: `player_off` left the pitch for `player_on`. */
export const substitutionEvent = lazySchema(() =>
  z.object({
    type: z.literal('SUBSTITUTION'),
    event_type: z.null(),
    minute: z.number().nullable(),
    data: z.object({
      ...eventBase(),
      player_off_id: z.number().nullable(),
      player_on_id: z.number().nullable(),
      player_off: z.string().nullable(),
      player_on: z.string().nullable(),
    }),
  }),
);

/** A phase (lineup confirmed, kick-off, half time, second half, full time) or a forfeit (with the forfeiting side). */
export const matchEventEvent = lazySchema(() =>
  z.object({
    type: z.literal('MATCH_EVENT'),
    event_type: z
      .string()
      .meta({ enum: [...matchEventTypes] })
      .nullable(),
    minute: z.number().nullable(),
    data: z.object({
      ...eventBase(),
      event_type: z
        .string()
        .meta({ enum: [...matchEventTypes] })
        .nullable(),
      forfeiting_team: z
        .string()
        .meta({ enum: [...forfeitingSides] })
        .nullable(),
    }),
  }),
);

export const manOfTheMatchEvent = lazySchema(() =>
  z.object({
    type: z.literal('MAN_OF_THE_MATCH'),
    event_type: z.null(),
    minute: z.null(),
    data: z.object({ ...eventBase(), player: z.string().nullable(), player_id: z.number().nullable() }),
  }),
);

/** One timeline entry as GET /matches/{id}/timeline answers it: one of the five kinds, told apart by `type`. */
export const timelineEvent = component(
  'MatchEvent',
  () => z.discriminatedUnion('type', [goalEvent, cardEvent, substitutionEvent, matchEventEvent, manOfTheMatchEvent]),
  {
    description:
      "One entry of a match's timeline: a goal, a card, a substitution, a phase (kick-off, half time, full time…) " +
      'or the player of the match; `type` tells which.',
    examples: [
      {
        type: 'GOAL',
        event_type: null,
        minute: 23,
        data: {
          id: 301,
          minute: 23,
          notes: null,
          timestamp: '2026-10-03T09:53:12.000Z',
          player_id: 12,
          assist_player_id: 14,
          scorer: 'Alfie Brennan',
          scorer_short_name: 'Alfie',
          assist: 'Maya Okafor',
          assist_short_name: 'Maya',
          is_penalty: false,
          is_freekick: false,
          is_own_goal: false,
          is_opposition_goal: false,
          opposition_scorer_name: null,
          opposition_assist_name: null,
        },
      },
    ],
  },
);
export type TimelineEvent = z.infer<typeof timelineEvent>;
/** The timeline entry of one kind. */
export type TimelineEventOf<T extends EventType> = Extract<TimelineEvent, { type: T }>;

const minute = lazySchema(() =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? msg('Minute is required') : msg('Minute must be a number'),
    })
    .int(msg('Minute must be a whole number')),
);
const notes = lazySchema(() =>
  z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
);
const optionalPlayer = lazySchema(() => id.nullish().transform((v) => v ?? null));
const flag = lazySchema(() => z.boolean().default(false));
const optionalName = lazySchema(() =>
  z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
);

export const matchEventBody = lazySchema(() =>
  z.strictObject({
    /**
     * One of `matchEventTypes` (the server refuses any other with 'Invalid event type'; a forfeit is recorded with
     * POST …/forfeit, and a change keeps the event's type); text here, so an old client's value gets that message.
     */
    event_type: z
      .string({ error: msg('Please select an event type') })
      .min(1, msg('Please select an event type'))
      .meta({ enum: [...matchEventTypes] }),
    minute: minute.nullish(),
    notes,
  }),
);

export const goalBody = lazySchema(() =>
  z.strictObject({
    player_id: optionalPlayer,
    assist_player_id: optionalPlayer,
    minute,
    is_penalty: flag,
    is_freekick: flag,
    is_own_goal: flag,
    is_opposition_goal: flag,
    opposition_scorer_name: optionalName,
    opposition_assist_name: optionalName,
    notes,
    /** A one-tap goal: no scorer yet, picked right after or later (decision 108). */
    scorer_later: flag,
  }),
);
export type GoalBody = z.input<typeof goalBody>;

/**
 * The scorer or the assist named after a one-tap goal was sent (decision 108, #29 items 2 and 3): only what was
 * picked, so a pick waiting on the phone never carries an old copy of the rest of the goal back to the server.
 */
export const goalPlayersBody = lazySchema(() =>
  z
    .strictObject({ player_id: id.optional(), assist_player_id: id.nullable().optional() })
    .refine((b) => b.player_id !== undefined || b.assist_player_id !== undefined, {
      message: msg('Pick the scorer or the assist'),
    }),
);
export type GoalPlayersBody = z.input<typeof goalPlayersBody>;

export const cardBody = lazySchema(() =>
  z.strictObject({
    player_id: requiredId(msg('Please select a player for the card')),
    card_type: z.enum(cardTypes, { error: msg('Please select a card type') }),
    minute,
    notes,
  }),
);
export type CardBody = z.input<typeof cardBody>;

export const substitutionBody = lazySchema(() =>
  z.strictObject({
    player_off_id: requiredId(msg('Please select both players for the substitution')),
    player_on_id: requiredId(msg('Please select both players for the substitution')),
    minute,
    notes,
  }),
);
export type SubstitutionBody = z.input<typeof substitutionBody>;

export const manOfTheMatchBody = lazySchema(() =>
  z.strictObject({ player_id: requiredId(msg('Please select a player for man of the match')), notes }),
);

export const forfeitBody = lazySchema(() =>
  z.strictObject({
    forfeiting_team: z.enum(forfeitingSides, { error: 'forfeiting_team must be home or away' }),
    notes,
  }),
);
export type ForfeitBody = z.input<typeof forfeitBody>;

/** The recording device's idempotency key: a repeat of a key answers the event already recorded (decision 108). */
const clientKey = lazySchema(() => z.uuid({ error: 'client_key must be a UUID' }).optional());

/** A body to record an event with: the event's own fields and, optionally, the device's idempotency key. */
export function recordingBody<S extends z.core.$ZodShape, C extends z.core.$ZodObjectConfig>(body: z.ZodObject<S, C>) {
  return lazySchema(() => body.extend({ client_key: clientKey }));
}

/** What the signed-in coach or admin may do to a match's recorded events (decision 108). */
export const eventRights = lazySchema(() =>
  z.object({
    /** Change or delete any of them now (admins; the team's coaches on the match day). */
    can_correct: z.boolean(),
    /** Until when a coach may (the end of the match day); null for admins (always) and when they may not. */
    until: z.string().nullable(),
    /** How long whoever recorded an event may undo it. */
    undo_seconds: z.number(),
  }),
);
export type EventRights = z.infer<typeof eventRights>;

/** A match's score; `youth_mode` as in a match's state: the goals are null for parents and players then. */
export const matchScore = lazySchema(() =>
  z.object({
    our_goals: z.number().nullable(),
    opposition_goals: z.number().nullable(),
    has_events: z.boolean(),
    youth_mode: z.boolean(),
  }),
);
export type MatchScore = z.infer<typeof matchScore>;

export const timelineResponse = lazySchema(() => z.object({ events: z.array(timelineEvent) }));
export type TimelineResponse = z.infer<typeof timelineResponse>;

export const streamActions = ['created', 'updated', 'deleted'] as const;
export type StreamAction = (typeof streamActions)[number];

/** One `change` message of a match's live stream (GET /matches/{id}/stream); its `seq` is also the SSE id. */
export const streamMessage = lazySchema(() =>
  z.object({
    /** The change's number in its match (1, 2, 3 …, the same on every instance). */
    seq: z.number(),
    action: z.enum(streamActions),
    eventId: z.number(),
    /** The event as the timeline shows it; absent when deleted. */
    event: timelineEvent.optional(),
    /** The score after the change; its goals are null for parents and players in youth mode (decision 110). */
    score: matchScore.nullable(),
  }),
);
export type StreamMessage = z.infer<typeof streamMessage>;
