import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a list's query asks (packages/domain `pageFields`). */
export interface PageAsked {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The rows a request gets: at most `limit` (all when undefined) after the first `offset`. */
export interface Page {
  limit: number | undefined;
  offset: number;
}

/** The page a request asks for; `fallback` rows when it names no limit (undefined: the whole list). */
export function pageOf(query: PageAsked, fallback?: number): Page {
  return { limit: query.limit ?? fallback, offset: query.offset ?? 0 };
}

/** Whether the request names a page at all (a list that is whole by default then pages). */
export function asksPage(query: PageAsked): boolean {
  return query.limit !== undefined || query.offset !== undefined;
}

/** A page of a list already read whole (a cached one). */
export function slicePage<T>(rows: readonly T[], page: Page): T[] {
  return rows.slice(page.offset, page.limit === undefined ? undefined : page.offset + page.limit);
}

/** The request's own address with another offset: a relative link, the query's other values kept in order. */
function pageLink(request: FastifyRequest, limit: number, offset: number): string {
  const [pathname, search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${pathname}?${params.toString()}`;
}

/**
 * How many rows the list holds in all (`X-Total-Count`) and where its other pages are (`Link`, RFC 8288: first,
 * prev, next, last), decision 140.
 */
export function setPageHeaders(request: FastifyRequest, reply: FastifyReply, page: Page, total: number): void {
  reply.header('X-Total-Count', String(total));
  const { limit, offset } = page;
  if (limit === undefined) return;
  const links: string[] = [`<${pageLink(request, limit, 0)}>; rel="first"`];
  if (offset > 0) links.push(`<${pageLink(request, limit, Math.max(0, offset - limit))}>; rel="prev"`);
  if (offset + limit < total) links.push(`<${pageLink(request, limit, offset + limit)}>; rel="next"`);
  const last = total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  links.push(`<${pageLink(request, limit, last)}>; rel="last"`);
  reply.header('Link', links.join(', '));
}
