import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { id } from './common';

export const eventTypes = ['GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH'] as const;
export type EventType = (typeof eventTypes)[number];

export const phaseEventTypes = ['GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END'] as const;
export type PhaseEventType = (typeof phaseEventTypes)[number];

export const matchEventTypes = ['LINEUP_CONFIRMED', ...phaseEventTypes, 'FORFEIT'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];

export const cardTypes = ['YELLOW', 'RED', 'SECOND_YELLOW'] as const;
export type CardType = (typeof cardTypes)[number];

/** One timeline entry as GET /matches/{id}/timeline answers it. */
export const timelineEvent = lazySchema(() =>
  z.object({
    type: z.enum(eventTypes),
    event_type: z.string().nullable(),
    minute: z.number().nullable(),
    data: z.record(z.string(), z.unknown()).and(z.object({ id: z.number() })),
  }),
);
export type TimelineEvent = z.infer<typeof timelineEvent>;

const minute = lazySchema(() =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? 'Minute is required' : 'Minute must be a number',
    })
    .int('Minute must be a whole number'),
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
const playerRef = (message: string) =>
  z.custom<number>((v) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647, { message });
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
    event_type: z.string({ error: 'Please select an event type' }).min(1, 'Please select an event type'),
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
  }),
);
export type GoalBody = z.input<typeof goalBody>;

export const cardBody = lazySchema(() =>
  z.strictObject({
    player_id: playerRef('Please select a player for the card'),
    card_type: z.enum(cardTypes, { error: 'Please select a card type' }),
    minute,
    notes,
  }),
);
export type CardBody = z.input<typeof cardBody>;

export const substitutionBody = lazySchema(() =>
  z.strictObject({
    player_off_id: playerRef('Please select both players for the substitution'),
    player_on_id: playerRef('Please select both players for the substitution'),
    minute,
    notes,
  }),
);
export type SubstitutionBody = z.input<typeof substitutionBody>;

export const manOfTheMatchBody = lazySchema(() =>
  z.strictObject({ player_id: playerRef('Please select a player for man of the match'), notes }),
);

export const forfeitBody = lazySchema(() =>
  z.strictObject({
    forfeiting_team: z.enum(['home', 'away'], { error: 'forfeiting_team must be home or away' }),
    notes,
  }),
);
export type ForfeitBody = z.input<typeof forfeitBody>;

export const matchScore = lazySchema(() =>
  z.object({ our_goals: z.number(), opposition_goals: z.number(), has_events: z.boolean() }),
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
    score: matchScore.nullable(),
  }),
);
export type StreamMessage = z.infer<typeof streamMessage>;
