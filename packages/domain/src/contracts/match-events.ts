import { z } from 'zod';
import { idParam, idParams } from '../schemas/common';
import {
  cardBody,
  eventRights,
  forfeitBody,
  goalBody,
  goalPlayersBody,
  manOfTheMatchBody,
  matchEventBody,
  matchScore,
  recordingBody,
  substitutionBody,
  timelineEvent,
  timelineResponse,
} from '../schemas/events';
import { correctionMessages } from '../rules/event-corrections';
import { contract } from './contract';

/** A recorded event of a match: the match's id and the event's. */
const eventParams = z.strictObject({ id: idParam, eventId: idParam });

/**
 * POST `/matches/:id/{collection}` (coach or admin): records one event, answered 201 with it as the timeline shows it.
 * With a `client_key`, a repeat (a device sending again what it may have sent) answers the event already recorded.
 */
function recordContract<const P extends string, S extends z.core.$ZodShape, C extends z.core.$ZodObjectConfig>(
  collection: P,
  summary: string,
  body: z.ZodObject<S, C>,
) {
  return contract({
    method: 'POST',
    path: `/matches/:id/${collection}`,
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: correctionMessages.notTeamCoach },
    summary,
    params: idParams,
    body: recordingBody(body),
    response: timelineEvent,
    status: 201,
  });
}

/**
 * PUT `/matches/:id/{collection}/:eventId` (admins; the team's coaches on the match day; whoever recorded it for 30 s):
 * changes a recorded event, answered with it as the timeline shows it.
 */
function editContract<const P extends string, B extends z.ZodType>(collection: P, summary: string, body: B) {
  return contract({
    method: 'PUT',
    path: `/matches/:id/${collection}/:eventId`,
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: correctionMessages.notTeamCoach },
    summary,
    params: eventParams,
    body,
    response: timelineEvent,
  });
}

/** DELETE `/matches/:id/{collection}/:eventId` (who may change it, as above): 204. */
function removeContract<const P extends string>(collection: P, summary: string) {
  return contract({
    method: 'DELETE',
    path: `/matches/:id/${collection}/:eventId`,
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: correctionMessages.notTeamCoach },
    summary,
    params: eventParams,
    response: null,
  });
}

export const matchEventContracts = {
  score: contract({
    method: 'GET',
    path: '/matches/:id/score',
    summary: "A match's score from its goals (and a forfeit)",
    params: idParams,
    response: matchScore,
  }),
  rights: contract({
    method: 'GET',
    path: '/matches/:id/event-rights',
    access: 'coachOrAdmin',
    summary: "What you may do to a match's recorded events: correct them, until when, and the undo window",
    params: idParams,
    response: eventRights,
  }),
  timeline: contract({
    method: 'GET',
    path: '/matches/:id/timeline',
    summary: "A match's events in timeline order",
    params: idParams,
    response: timelineResponse,
  }),
  recordEvent: recordContract(
    'events',
    'Record a match event (lineup confirmed, kick-off, half time, ...)',
    matchEventBody,
  ),
  recordGoal: recordContract('goals', "Record a goal, ours or the opposition's", goalBody),
  recordCard: recordContract('cards', 'Record a card', cardBody),
  recordSubstitution: recordContract('substitutions', 'Record a substitution', substitutionBody),
  setManOfTheMatch: recordContract(
    'man-of-the-match',
    'Choose the man of the match (replaces an earlier choice)',
    manOfTheMatchBody,
  ),
  forfeit: recordContract('forfeit', 'Record that a team forfeited the match', forfeitBody),
  removeManOfTheMatch: contract({
    method: 'DELETE',
    path: '/matches/:id/man-of-the-match',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: correctionMessages.notTeamCoach },
    summary: 'Remove the man of the match',
    params: idParams,
    response: null,
  }),
  updateGoal: editContract('goals', 'Change a recorded goal', goalBody),
  /** PATCH: the scorer or assist picked after a one-tap goal; what is not sent stays as it is. */
  pickGoalPlayers: contract({
    method: 'PATCH',
    path: '/matches/:id/goals/:eventId',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: correctionMessages.notTeamCoach },
    summary: "Name a recorded goal's scorer or assist",
    params: eventParams,
    body: goalPlayersBody,
    response: timelineEvent,
  }),
  updateCard: editContract('cards', 'Change a recorded card', cardBody),
  updateSubstitution: editContract('substitutions', 'Change a recorded substitution', substitutionBody),
  updateEvent: editContract('events', "Change a recorded match event's minute or notes", matchEventBody),
  removeGoal: removeContract('goals', 'Delete a recorded goal'),
  removeCard: removeContract('cards', 'Delete a recorded card'),
  removeSubstitution: removeContract('substitutions', 'Delete a recorded substitution'),
  removeEvent: removeContract('events', 'Delete a recorded match event (not a forfeit)'),
};
