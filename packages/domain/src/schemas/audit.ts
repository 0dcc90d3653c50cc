import { z } from 'zod';
import { component } from './component';
import { lazySchema } from './lazy-schema';
import { anyJsonValue } from './common';

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
export const auditEntry = component(
  'AuditEntry',
  () =>
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
      before: anyJsonValue('The record before the change (secrets removed), as JSON; null when none.'),
      after: anyJsonValue('The record after the change (secrets removed), as JSON; null when none.'),
    }),
  {
    description:
      'One change on the audit log: who made it (and as whom), the request, and the record before and after, ' +
      'secrets removed.',
    examples: [
      {
        id: 5012,
        at: '2026-10-01T19:04:55.000Z',
        actor_user_id: 1,
        actor_username: 'admin',
        acting_as_user_id: null,
        acting_as_username: null,
        action: 'PUT /api/matches/:id',
        entity: 'matches',
        entity_id: '41',
        status: 200,
        before: { kick_off_time: '10:00' },
        after: { kick_off_time: '10:30' },
      },
    ],
  },
);
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of GET /audit and how many entries match the filters in all. */
export const auditPage = lazySchema(() => z.object({ entries: z.array(auditEntry), total: z.number() }));
export type AuditPage = z.infer<typeof auditPage>;
