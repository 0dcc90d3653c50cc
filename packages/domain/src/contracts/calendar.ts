import { z } from 'zod';
import { idParams } from '../schemas/common';
import { calendarFeed } from '../schemas/calendar';
import { contract } from './contract';

export const calendarContracts = {
  feed: contract({
    method: 'GET',
    path: '/calendar/feed',
    summary: "The caller's private calendar feed, created on first use",
    response: calendarFeed,
  }),
  resetFeed: contract({
    method: 'POST',
    path: '/calendar/feed/reset',
    summary: "A new address for the caller's calendar feed; the old one stops working",
    response: calendarFeed,
  }),
  file: contract({
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    summary: 'The iCalendar feed of a token ({token}.ics): the token is the key, no sign-in',
    params: z.strictObject({ file: z.string().max(120) }),
    response: z.string(),
    produces: 'text/calendar',
  }),
  match: contract({
    method: 'GET',
    path: '/matches/:id/calendar',
    summary: 'One match as an iCalendar event (a download)',
    params: idParams,
    response: z.string(),
    produces: 'text/calendar',
  }),
};
