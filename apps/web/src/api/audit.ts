import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lazySchema } from '@touchline/domain';
import { http } from './http';

/** One entry of GET /audit: who (the real person), as whom, what, on which record, and the record before and after. */
export const auditEntry = lazySchema(() =>
  z.object({
    id: z.number(),
    /** ISO 8601 instant. */
    at: z.string(),
    actor_user_id: z.number().nullable().optional(),
    actor_username: z.string().nullable(),
    acting_as_user_id: z.number().nullable().optional(),
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

export const auditPage = lazySchema(() => z.object({ entries: z.array(auditEntry), total: z.number() }));
export type AuditPage = z.infer<typeof auditPage>;

/** The filters of the audit log; empty strings are left out of the request. Dates are YYYY-MM-DD. */
export interface AuditFilters {
  /** Part of the username of the person or of whom they acted as. */
  actor: string;
  /** An API area, matched whole. */
  entity: string;
  /** Part of the action. */
  action: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { actor: '', entity: '', action: '', from: '', to: '' };

export const AUDIT_PAGE_SIZE = 50;

export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters, page: number) => ['audit', filters, page] as const,
};

/** The query string of one page of GET /audit. */
export function auditQuery(filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  params.set('limit', String(pageSize));
  params.set('offset', String((page - 1) * pageSize));
  return params.toString();
}

/** GET /audit (admin), newest first, one page of 50; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: auditKeys.page(filters, page),
    queryFn: ({ signal }) => http.get(`/audit?${auditQuery(filters, page)}`, { schema: auditPage, signal }),
    placeholderData: keepPreviousData,
  });
}
