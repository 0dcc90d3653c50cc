import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailKind } from '@touchline/domain';
import { Refusal } from '../auth/refusal';

/**
 * Links that work without signing in, each for one purpose (decision 106): the token is its payload and an HMAC of it
 * with the installation's signing key (db/install.ts). Nothing is stored per link, so a reminder to 600 families
 * writes no link rows; a link cannot be changed to another player, fixture or person without breaking its signature.
 */
export type SignedLink =
  /**
   * An answer for one player to one fixture, taken while the fixture as it is now takes answers: a fixture moved to a
   * later kick-off keeps its links working (#28 item 8). Links sent before carry an `exp`, the kick-off they were
   * sent for, which nothing reads.
   */
  | { p: 'answer'; m: number; pl: number; u: number }
  /** Stop one kind of email for one person. */
  | { p: 'unsubscribe'; u: number; k: EmailKind };

const MAC_BYTES = 18;

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
}

export function signLink(key: Buffer, link: SignedLink): string {
  const payload = Buffer.from(JSON.stringify(link)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const INVALID = 'This link is not valid';

/** The link a token carries, when its signature is right and it is of the purpose asked for; a 400 otherwise. */
export function readLink<P extends SignedLink['p']>(
  key: Buffer,
  token: string,
  purpose: P,
): Extract<SignedLink, { p: P }> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw new Refusal(400, INVALID);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  // Exactly the signature's own spelling: base64url decoding ignores stray characters after it.
  const exact = given.toString('base64url') === signature;
  if (!exact || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Refusal(400, INVALID);
  let link: SignedLink;
  try {
    link = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedLink;
  } catch {
    throw new Refusal(400, INVALID);
  }
  if (link.p !== purpose) throw new Refusal(400, INVALID);
  return link as Extract<SignedLink, { p: P }>;
}
