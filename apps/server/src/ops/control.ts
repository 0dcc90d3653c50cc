/**
 * The control file (decision 086): a server on the embedded database writes it in its DATA_DIR once it listens, so
 * the operator's commands on the same machine can reach it instead of opening the data folder (PGlite lives inside
 * the server process; a second process opening the folder would corrupt it). It holds the process id, where to
 * connect and a random secret; readable by the file's owner only, removed when the server closes.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

export const CONTROL_FILE = 'touchline-control.json';

export interface ControlFile {
  pid: number;
  /** Where the commands connect: the loopback address when the server listens on every address. */
  host: string;
  port: number;
  secret: string;
}

export function newControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The address to reach a server listening on `host` from the same machine. */
export function contactHost(host: string): string {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

export function writeControlFile(dataDir: string, control: ControlFile): string {
  const file = path.join(dataDir, CONTROL_FILE);
  rmSync(file, { force: true });
  writeFileSync(file, `${JSON.stringify(control)}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/** Removes the control file when it is still this process's (a newer server may have replaced it). */
export function removeControlFile(dataDir: string, secret: string): void {
  if (readControlFile(dataDir)?.secret === secret) rmSync(path.join(dataDir, CONTROL_FILE), { force: true });
}

export function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlFile>;
    if (typeof parsed.pid !== 'number' || typeof parsed.port !== 'number') return null;
    if (typeof parsed.host !== 'string' || typeof parsed.secret !== 'string') return null;
    return parsed as ControlFile;
  } catch {
    return null;
  }
}

/** Is the process alive? (Signal 0 checks without sending anything; EPERM means it lives under another user.) */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request from this machine: the connection's own peer address (never X-Forwarded-For) is a loopback one, or the
 * address the server listens on itself, and no proxy forwarded it (a proxy on the same machine connects from
 * loopback on behalf of anyone).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const local = LOOPBACK.has(peer) || (peer !== '' && peer === request.socket.localAddress);
  const forwarded = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
  return local && !forwarded;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (of the hashes), so the answer time tells nothing about the secret. */
export function secretMatches(given: string | null, secret: string): boolean {
  return given !== null && timingSafeEqual(digest(given), digest(secret));
}
