import { z } from 'zod';

export const eventTypes = ['GOAL', 'CARD', 'SUBSTITUTION', 'MATCH_EVENT', 'MAN_OF_THE_MATCH'] as const;
export type EventType = (typeof eventTypes)[number];

export const phaseEventTypes = ['GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END'] as const;
export type PhaseEventType = (typeof phaseEventTypes)[number];

export const matchEventTypes = ['LINEUP_CONFIRMED', ...phaseEventTypes, 'FORFEIT'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];

export const cardTypes = ['YELLOW', 'RED', 'SECOND_YELLOW'] as const;
export type CardType = (typeof cardTypes)[number];

/** One timeline entry as GET /matches/{id}/timeline answers it. */
export const timelineEvent = z.object({
  type: z.enum(eventTypes),
  event_type: z.string().nullable(),
  minute: z.number().nullable(),
  data: z.record(z.string(), z.unknown()).and(z.object({ id: z.number() })),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;
