import { z } from 'zod';
import { upcomingQuery } from '../schemas/matches';
import { pageQuery } from '../schemas/common';
import { training, trainingBody, trainingUpdateBody } from '../schemas/trainings';
import { messages } from '../messages';
import { contract } from './contract';
import { crudContracts, getContract } from './crud';

export const trainingContracts = {
  // A team's coaches add and change their team's training sessions (#30); deleting one stays an admin's.
  ...crudContracts(
    '/trainings',
    'training session',
    { record: training, body: trainingBody, updateBody: trainingUpdateBody },
    {
      create: { of: 'body', refusal: messages.onlyTeamCoachesTraining },
      update: { of: 'training', alsoBody: true, refusal: messages.onlyTeamCoachesTraining },
    },
    // Training dates for the club's website; a session's notes are not given to a key (decision 137).
    { read: 'fixtures:read', versioned: true },
  ),
  list: contract({
    method: 'GET',
    keyScope: 'fixtures:read',
    path: '/trainings',
    summary: 'Every training session, soonest first; a page of them when asked',
    query: pageQuery,
    response: z.array(training),
  }),
  upcoming: contract({
    method: 'GET',
    keyScope: 'fixtures:read',
    path: '/trainings/upcoming',
    summary: 'Training sessions from today on, soonest first (of the teams named, when named)',
    query: upcomingQuery,
    response: z.array(training),
  }),
  get: getContract('/trainings', 'training session', training, 'fixtures:read'),
};
