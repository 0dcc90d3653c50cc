import { z } from 'zod';
import { idParams, pageQuery } from '../schemas/common';
import {
  inboxItem,
  messageBody,
  messageSent,
  messageView,
  seenBy,
  sentMessage,
  unreadCount,
} from '../schemas/messages';
import { contract } from './contract';

/** Club messages and the inbox (decision 107). */
export const messageContracts = {
  send: contract({
    method: 'POST',
    path: '/messages',
    access: 'coachOrAdmin',
    summary: "Post a message to teams' families or the whole club: each recipient's inbox, and email by preference",
    body: messageBody,
    response: messageSent,
    status: 201,
  }),
  sent: contract({
    method: 'GET',
    path: '/messages/sent',
    access: 'coachOrAdmin',
    summary:
      "The caller's own sent messages, newest first, with how many of their recipients have opened each: the latest " +
      '100 unless another page is asked',
    query: pageQuery,
    response: z.array(sentMessage),
  }),
  seen: contract({
    method: 'GET',
    path: '/messages/:id/seen',
    access: 'coachOrAdmin',
    summary: 'Who has opened a message and who has not (its sender or an admin)',
    params: idParams,
    response: seenBy,
  }),
  inbox: contract({
    method: 'GET',
    path: '/inbox',
    summary: "The caller's inbox, newest first: the latest 100 messages unless another page is asked",
    query: pageQuery,
    response: z.array(inboxItem),
  }),
  unread: contract({
    method: 'GET',
    path: '/inbox/unread',
    summary: 'How many messages in the inbox are unread',
    response: unreadCount,
  }),
  open: contract({
    method: 'GET',
    path: '/inbox/:id',
    summary: 'A message, for a recipient (marking it read) or its sender',
    params: idParams,
    response: messageView,
  }),
};
