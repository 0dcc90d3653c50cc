import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token's SHA-256, as stored; one call per request (the session lookup), so the one-shot form. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}
