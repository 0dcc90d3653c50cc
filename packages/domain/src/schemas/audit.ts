import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The filters and page of GET /audit: actor, entity and action matched as text, dates as YYYY-MM-DD. */
export const auditFilterQuery = lazySchema(() =>
  z.strictObject({
    actor: z.string().trim().max(100).optional(),
    entity: z.string().trim().max(100).optional(),
    action: z.string().trim().max(200).optional(),
    from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD)' }).optional(),
    to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD)' }).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  }),
);

/** One entry of GET /audit: who (the real person), as whom, what, on which record, and the record before and after. */
export const auditEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    /** ISO 8601 instant. */
    at: z.string(),
    actor_user_id: z.number().nullable(),
    actor_username: z.string().nullable(),
    acting_as_user_id: z.number().nullable(),
    acting_as_username: z.string().nullable(),
    /** 'impersonation.start', 'data.export', or the request: 'PUT /api/players/:id'. */
    action: z.string(),
    /** The API area: 'players', 'users', 'impersonate', … */
    entity: z.string(),
    entity_id: z.string().nullable(),
    status: z.number(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of GET /audit and how many entries match the filters in all. */
export const auditPage = lazySchema(() => z.object({ entries: z.array(auditEntry), total: z.number() }));
export type AuditPage = z.infer<typeof auditPage>;
