import { z } from 'zod';
import { limitQuery } from '../schemas/common';
import { training, trainingBody, trainingUpdateBody } from '../schemas/trainings';
import { contract } from './contract';
import { crudContracts, getContract } from './crud';

export const trainingContracts = {
  ...crudContracts('/trainings', 'training session', {
    record: training,
    body: trainingBody,
    updateBody: trainingUpdateBody,
  }),
  upcoming: contract({
    method: 'GET',
    path: '/trainings/upcoming',
    summary: 'Training sessions from today on, soonest first',
    query: limitQuery,
    response: z.array(training),
  }),
  get: getContract('/trainings', 'training session', training),
};
