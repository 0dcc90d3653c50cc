import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@touchline/domain';
import { contracts, pathOf } from '@touchline/domain';
import { http } from './http';

export type { AuditEntry, AuditPage } from '@touchline/domain';

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

type AuditQuery = QueryOf<typeof contracts.audit.list>;

/** The query of one page of GET /audit: the filters that are set, then the page. */
export function auditQueryOf(filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE): AuditQuery {
  const set = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    actor: set(filters.actor),
    entity: set(filters.entity),
    action: set(filters.action),
    from: set(filters.from),
    to: set(filters.to),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** The query string of one page of GET /audit, as the call sends it. */
export function auditQuery(filters: AuditFilters, page: number, pageSize = AUDIT_PAGE_SIZE): string {
  return pathOf(contracts.audit.list, {}, auditQueryOf(filters, page, pageSize)).replace(/^[^?]*\?/, '');
}

/** GET /audit (admin), newest first, one page of 50; the previous page stays on screen while the next loads. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: auditKeys.page(filters, page),
    queryFn: ({ signal }) => http.call(contracts.audit.list, { query: auditQueryOf(filters, page) }, { signal }),
    placeholderData: keepPreviousData,
  });
}
