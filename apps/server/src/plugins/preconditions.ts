import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@touchline/domain';
import { HttpError } from './errors';

/**
 * A record's version (decision 140): a hash of what its edit form shows, leaving out what moves on by itself
 * (`volatile`: a match's live state). The record carries it as `version`, its GET answers it as the ETag, and a write
 * sent with `If-Match` is refused 412 when it is no longer the record's.
 */
export function versionOf(record: object, volatile: readonly string[] = []): string {
  const kept = Object.entries(record).filter(([key]) => key !== 'version' && !volatile.includes(key));
  return createHash('sha1').update(JSON.stringify(kept)).digest('base64url').slice(0, 20);
}

/** Whether an If-Match header lets a write of this version through: absent, `*`, or naming it (strong or weak). */
export function ifMatchAllows(header: string | undefined, version: string | number): boolean {
  if (header === undefined || header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .includes(String(version));
}

/** 412 with the record as it is now (`current`), when the client edited another version of it. */
export function assertIfMatch(request: FastifyRequest, current: { version: string }): void {
  if (!ifMatchAllows(request.headers['if-match'], current.version)) {
    throw new HttpError(412, messages.changedBySomeoneElse, { current });
  }
}

/** Answers a record with its version as the ETag. */
export function tagged<T extends { version: string }>(reply: FastifyReply, record: T): T {
  reply.header('ETag', `"${record.version}"`);
  return record;
}
