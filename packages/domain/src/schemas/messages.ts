import { z } from 'zod';
import { messageKinds } from '../rules/messages';
import { id, requiredText } from './common';
import { lazySchema } from './lazy-schema';

export const MAX_MESSAGE_SUBJECT = 200;
export const MAX_MESSAGE_BODY = 5000;

/** POST /messages: a club message to teams or the whole club (decision 107). */
export const messageBody = lazySchema(() =>
  z.strictObject({
    subject: requiredText('subject', MAX_MESSAGE_SUBJECT),
    body: requiredText('body', MAX_MESSAGE_BODY),
    team_ids: z.array(id, { error: 'team_ids must be a list of team ids' }).max(100).default([]),
    whole_club: z.boolean({ error: 'whole_club must be true or false' }).default(false),
  }),
);
export type MessageBody = z.input<typeof messageBody>;

export const messageSent = lazySchema(() => z.object({ id: z.number(), recipients: z.number() }));

/** What every view of a message shows: what kind, about what, to whom, when. */
const messageHead = () => ({
  id: z.number(),
  kind: z.enum(messageKinds),
  subject: z.string(),
  audience: z.string(),
  created_at: z.string(),
});

/** One message in an inbox. */
export const inboxItem = lazySchema(() =>
  z.object({ ...messageHead(), sender_name: z.string().nullable(), read: z.boolean() }),
);
export type InboxItem = z.infer<typeof inboxItem>;

export const unreadCount = lazySchema(() => z.object({ unread: z.number() }));

/** A whole message, for a recipient or its sender. */
export const messageView = lazySchema(() =>
  z.object({
    ...messageHead(),
    body: z.string(),
    sender_id: z.number().nullable(),
    sender_name: z.string().nullable(),
    /** Whether the caller sent it (then the 'Seen by' view is theirs to open). */
    sent_by_me: z.boolean(),
  }),
);
export type MessageView = z.infer<typeof messageView>;

/** One of the caller's sent messages with how many have opened it. */
export const sentMessage = lazySchema(() => z.object({ ...messageHead(), seen: z.number(), total: z.number() }));
export type SentMessage = z.infer<typeof sentMessage>;

/** Who has opened a message and who has not. */
export const seenBy = lazySchema(() =>
  z.object({
    total: z.number(),
    seen: z.array(z.object({ user_id: z.number(), name: z.string(), read_at: z.string() })),
    not_seen: z.array(z.object({ user_id: z.number(), name: z.string() })),
  }),
);
export type SeenBy = z.infer<typeof seenBy>;
