import { idParams } from '../schemas/common';
import {
  liveLinkCreated,
  liveLinkList,
  liveLinkMessages,
  liveLinkParams,
  liveLinkViewBody,
  liveMatchView,
} from '../schemas/live-links';
import { contract } from './contract';

/** A read-only live link for one match, for relatives without an account (decision 111). */
export const liveLinkContracts = {
  create: contract({
    method: 'POST',
    path: '/matches/:id/live-links',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: liveLinkMessages.onlyTeamCoaches },
    summary: "Share a match's live link on the match day (the team's coaches and admins); its address is shown once",
    params: idParams,
    response: liveLinkCreated,
    status: 201,
    errors: [409],
  }),
  list: contract({
    method: 'GET',
    path: '/matches/:id/live-links',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: liveLinkMessages.onlyTeamCoaches },
    summary: "A match's live links that still work: who shared each, when, and until when",
    params: idParams,
    response: liveLinkList,
  }),
  revoke: contract({
    method: 'DELETE',
    path: '/matches/:id/live-links/:linkId',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: liveLinkMessages.onlyTeamCoaches },
    summary: 'Revoke a live link: it stops working at once',
    params: liveLinkParams,
    response: null,
  }),
  view: contract({
    method: 'POST',
    path: '/live-links/view',
    access: 'public',
    summary: "A live link's match: score (none in youth mode) and timeline with first names only; token in the body",
    body: liveLinkViewBody,
    response: liveMatchView,
    errors: [404, 410],
  }),
};
