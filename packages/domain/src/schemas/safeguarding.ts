import { z } from 'zod';
import { messageKinds } from '../rules/messages';
import { lazySchema } from './lazy-schema';

/** The most rows one page of a welfare officer's list holds. */
export const MAX_SAFEGUARDING_PAGE = 200;

/** `?limit=&offset=` of the welfare officer's lists: 50 rows unless said, newest first. */
export const safeguardingPageQuery = lazySchema(() =>
  z.strictObject({
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${MAX_SAFEGUARDING_PAGE}` })
      .int({ error: `limit must be a whole number from 1 to ${MAX_SAFEGUARDING_PAGE}` })
      .min(1, { error: `limit must be a whole number from 1 to ${MAX_SAFEGUARDING_PAGE}` })
      .max(MAX_SAFEGUARDING_PAGE, { error: `limit must be a whole number from 1 to ${MAX_SAFEGUARDING_PAGE}` })
      .default(50),
    offset: z.coerce
      .number({ error: 'offset must be a whole number from 0' })
      .int({ error: 'offset must be a whole number from 0' })
      .min(0, { error: 'offset must be a whole number from 0' })
      .max(10_000_000, { error: 'offset must be at most 10000000' })
      .default(0),
  }),
);
export type SafeguardingPageQuery = z.input<typeof safeguardingPageQuery>;

/** One club message as the welfare officer's list shows it: who sent it to whom, when, and how many it reached. */
export const clubMessageRow = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(messageKinds),
    subject: z.string(),
    audience: z.string(),
    created_at: z.string(),
    /** The sender's display name; null for the club's own notices or once the account is gone. */
    sender_name: z.string().nullable(),
    recipients: z.number(),
    read: z.number(),
  }),
);
export type ClubMessageRow = z.infer<typeof clubMessageRow>;

/** A page of a list and the offset of the next one (null at the end). */
export const clubMessagePage = lazySchema(() =>
  z.object({ messages: z.array(clubMessageRow), next_offset: z.number().nullable() }),
);
export type ClubMessagePage = z.infer<typeof clubMessagePage>;

/** GET /safeguarding/messages/:id: the whole message and each recipient, with whether and when they opened it. */
export const clubMessageDetail = lazySchema(() =>
  clubMessageRow.extend({
    body: z.string(),
    recipient_list: z.array(z.object({ user_id: z.number(), name: z.string(), read_at: z.string().nullable() })),
  }),
);
export type ClubMessageDetail = z.infer<typeof clubMessageDetail>;

/**
 * One read of sensitive data on the audit log: who read (the real person, and whom they were acting as), what (the
 * entity and its id, with the person or message it is about in words where known), when.
 */
export const sensitiveRead = lazySchema(() =>
  z.object({
    id: z.number(),
    at: z.string(),
    actor_username: z.string().nullable(),
    acting_as_username: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    /** Whose record: a player's or a person's name, a message's subject; null when none is known. */
    about: z.string().nullable(),
  }),
);
export type SensitiveRead = z.infer<typeof sensitiveRead>;

export const sensitiveReadPage = lazySchema(() =>
  z.object({ reads: z.array(sensitiveRead), next_offset: z.number().nullable() }),
);
export type SensitiveReadPage = z.infer<typeof sensitiveReadPage>;
