import { z } from 'zod';
import { validateResponse } from '../schemas/auth';
import { idParam, idParams, pageQuery } from '../schemas/common';
import {
  coach,
  linkedPlayer,
  listedUser,
  parentPlayerBody,
  playerAccountBody,
  registerBody,
  userUpdateBody,
} from '../schemas/user-admin';
import { user } from '../schemas/users';
import { contract } from './contract';

export const userContracts = {
  validate: contract({
    method: 'GET',
    path: '/users/validate',
    summary: "The signed-in user's id and role (checks the token)",
    response: validateResponse,
  }),
  get: contract({
    method: 'GET',
    path: '/users/:id',
    summary: 'One user: yourself, or anyone for an admin',
    params: idParams,
    response: user,
  }),
  list: contract({
    method: 'GET',
    path: '/users',
    access: 'admin',
    summary: 'Every user, with the children linked to each parent; a page of them when asked',
    query: pageQuery,
    response: z.array(listedUser),
  }),
  coaches: contract({
    method: 'GET',
    path: '/users/coaches',
    summary: 'The users of type Coach',
    response: z.array(coach),
  }),
  create: contract({
    method: 'POST',
    path: '/register',
    access: 'admin',
    summary: 'Create a user',
    body: registerBody,
    response: user,
    status: 201,
  }),
  update: contract({
    method: 'PUT',
    path: '/users/:id',
    access: 'admin',
    summary: 'Change a user; what is not sent stays',
    params: idParams,
    body: userUpdateBody,
    response: user,
  }),
  remove: contract({
    method: 'DELETE',
    path: '/users/:id',
    access: 'admin',
    summary: 'Delete a user',
    params: idParams,
    response: null,
  }),
  linkPlayer: contract({
    method: 'PUT',
    path: '/users/:id/player',
    access: 'admin',
    summary: 'Link a Player account to its player record (null unlinks)',
    params: idParams,
    body: playerAccountBody,
    response: user,
  }),
  parentLinks: contract({
    method: 'GET',
    path: '/parent-player-associations/parent/:userId',
    summary: 'The players linked to a parent: yourself, or anyone for an admin',
    params: z.strictObject({ userId: idParam }),
    response: z.array(linkedPlayer),
  }),
  addParentLink: contract({
    method: 'POST',
    path: '/parent-player-associations',
    access: 'admin',
    summary: 'Link a player to a parent',
    body: parentPlayerBody,
    response: parentPlayerBody,
    status: 201,
  }),
  removeParentLink: contract({
    method: 'DELETE',
    path: '/parent-player-associations',
    access: 'admin',
    summary: 'Remove the link between a parent and a player',
    body: parentPlayerBody,
    response: null,
  }),
};
