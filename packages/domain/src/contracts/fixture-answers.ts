import { z } from 'zod';
import { idParam, idParams } from '../schemas/common';
import {
  availabilitySettingsAnswer,
  availabilitySettingsSchema,
  fixtureAnswerBody,
  fixtureAnswersView,
  linkAnswer,
  linkAnswerBody,
  playerAnswer,
  remindersSent,
} from '../schemas/fixture-answers';
import { contract } from './contract';

export const fixtureAnswerContracts = {
  ofFixture: contract({
    method: 'GET',
    path: '/matches/:id/answers',
    access: 'coachOrAdmin',
    summary: "A fixture's availability answers: counts, each player's answer and note, and who was reminded when",
    params: idParams,
    response: fixtureAnswersView,
  }),
  answer: contract({
    method: 'PUT',
    path: '/matches/:id/answers/:playerId',
    summary: "Answer a fixture's availability request for a player (families until the deadline, coaches any time)",
    params: z.strictObject({ id: idParam, playerId: idParam }),
    body: fixtureAnswerBody,
    response: playerAnswer,
  }),
  remind: contract({
    method: 'POST',
    path: '/matches/:id/reminders',
    access: 'coachOrAdmin',
    team: { of: 'match' },
    summary: 'Remind now: email the families of every player without an answer (not again within 30 minutes)',
    params: idParams,
    response: remindersSent,
    errors: [409, 429],
  }),
  byLink: contract({
    method: 'POST',
    path: '/answers/by-link',
    access: 'public',
    summary: "Answer from an email's one-click link (signed for one player and one fixture, valid until kick-off)",
    body: linkAnswerBody,
    response: linkAnswer,
    errors: [403, 409],
  }),
  settings: contract({
    method: 'GET',
    path: '/teams/:id/availability-settings',
    access: 'coachOrAdmin',
    summary: "A team's response deadline and reminder days",
    params: idParams,
    response: availabilitySettingsAnswer,
  }),
  saveSettings: contract({
    method: 'PUT',
    path: '/teams/:id/availability-settings',
    access: 'coachOrAdmin',
    team: { of: 'team' },
    summary: "Set a team's response deadline and reminder days",
    params: idParams,
    body: availabilitySettingsSchema,
    response: availabilitySettingsAnswer,
  }),
};
