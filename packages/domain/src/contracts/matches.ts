import { z } from 'zod';
import {
  listedMatch,
  match,
  matchBody,
  matchStatusBody,
  matchUpdateBody,
  teamListPageQuery,
  teamListQuery,
  upcomingQuery,
} from '../schemas/matches';
import { idParams } from '../schemas/common';
import { contract } from './contract';
import { crudContracts, getContract } from './crud';

/** The lists carry each match's state; a single match (one by id, the writes' answers) is the match alone. */
const matchList = z.array(listedMatch);

export const matchContracts = {
  // A team's coaches create and change their team's fixtures (#30); deleting one stays an admin's (a coach cancels).
  ...crudContracts(
    '/matches',
    'match',
    { record: match, body: matchBody, updateBody: matchUpdateBody },
    { create: { of: 'body' }, update: { of: 'match', alsoBody: true } },
    // The club's website reads the fixtures and results; a league tool creates and changes them (decision 137).
    { read: 'fixtures:read', write: 'fixtures:write', versioned: true },
  ),
  list: contract({
    method: 'GET',
    keyScope: 'fixtures:read',
    path: '/matches',
    summary: 'Every match with its state (of the teams named, when named), soonest first; a page of them when asked',
    query: teamListPageQuery,
    response: matchList,
  }),
  upcoming: contract({
    method: 'GET',
    keyScope: 'fixtures:read',
    path: '/matches/upcoming',
    summary: 'Matches from today on that have not ended, soonest first (of the teams named, when named)',
    query: upcomingQuery,
    response: matchList,
  }),
  currentSeason: contract({
    method: 'GET',
    keyScope: 'fixtures:read',
    path: '/matches/current-season',
    summary: "The current season's matches (of the teams named, when named)",
    query: teamListQuery,
    response: matchList,
  }),
  get: getContract('/matches', 'match', match, 'fixtures:read'),
  setStatus: contract({
    method: 'POST',
    path: '/matches/:id/status',
    access: 'coachOrAdmin',
    team: { of: 'match' },
    keyScope: 'fixtures:write',
    summary: 'Postpone or cancel a fixture with a reason for families (who are told), or put it back on',
    params: idParams,
    body: matchStatusBody,
    response: match,
    errors: [412],
  }),
};
