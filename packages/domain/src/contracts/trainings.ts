import { z } from 'zod';
import { upcomingQuery } from '../schemas/matches';
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
  ),
  upcoming: contract({
    method: 'GET',
    path: '/trainings/upcoming',
    summary: 'Training sessions from today on, soonest first (of the teams named, when named)',
    query: upcomingQuery,
    response: z.array(training),
  }),
  get: getContract('/trainings', 'training session', training),
};
