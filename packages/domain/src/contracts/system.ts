import { healthAnswer, instanceMetrics, rootAnswer } from '../schemas/system';
import { contract } from './contract';

export const systemContracts = {
  health: contract({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'The server and its database answer, the disk is not full; the version (a warm-up target, never cached)',
    response: healthAnswer,
  }),
  root: contract({
    method: 'GET',
    path: '/',
    access: 'public',
    summary: 'The server answers (a warm-up target, never cached)',
    response: rootAnswer,
  }),
  metrics: contract({
    method: 'GET',
    path: '/metrics',
    access: 'admin',
    summary: 'Memory, live viewers and the read cache of this instance',
    response: instanceMetrics,
  }),
};
