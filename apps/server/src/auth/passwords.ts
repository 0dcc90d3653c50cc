import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane (about 18 ms a hash on this machine).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash of a password nobody knows: 32 random bytes, hashed like any password and thrown away. An account that
 * holds it cannot be signed in to until someone sets a password (an imported parent's account, decision 100).
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** Verifying against this when the user does not exist keeps the answer time the same either way. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('touchline-dummy-password-for-timing');
  return dummyHash;
}
