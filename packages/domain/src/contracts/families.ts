import { familyAnswer, familyBody } from '../schemas/families';
import { contract } from './contract';

export const familyContracts = {
  create: contract({
    method: 'POST',
    path: '/families',
    access: 'admin',
    summary: 'Add a parent and their children (new or existing players) in one go, and invite the parent',
    body: familyBody,
    response: familyAnswer,
    status: 201,
    errors: [409],
  }),
};
