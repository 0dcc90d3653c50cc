/**
 * Reaching PostgreSQL at start (#28, Running it): a database that is not up yet (a server booting beside it, a
 * container starting in another order) is waited for, with one clear line a try and never a stack trace; one that
 * stays away ends the start with one line naming where it was looked for, never the password.
 */

/** Connection failures that may pass by themselves: nothing answers, the name does not resolve yet, still starting. */
const PASSING = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03']);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown[];
}

/** The connection failure inside `error` (a query error wraps it as its cause; a dual-stack connect as `errors`). */
function passingCause(error: unknown, seen = new Set<unknown>()): ErrorLike | null {
  const e = error as ErrorLike | undefined;
  if (!e || typeof e !== 'object' || seen.has(e)) return null;
  seen.add(e);
  if (typeof e.code === 'string' && PASSING.has(e.code)) return e;
  for (const inner of e.errors ?? []) {
    const found = passingCause(inner, seen);
    if (found) return found;
  }
  return passingCause(e.cause, seen);
}

export function isUnreachable(error: unknown): boolean {
  return passingCause(error) !== null;
}

/** DATABASE_URL as it may be shown: host, port and database, without the user's password. */
export function whereIs(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The reason in a few words: the connection failure's own message ("connect ECONNREFUSED 127.0.0.1:5432"). */
export function reasonOf(error: unknown): string {
  const cause = passingCause(error) ?? (error as ErrorLike);
  const message = typeof cause?.message === 'string' && cause.message ? cause.message : String(cause?.code ?? error);
  return message.replace(/\/\/[^@\s]*@/g, '//');
}

export class DatabaseUnreachable extends Error {}

/**
 * Runs `attempt` until it does not fail for want of the database, for at most `waitMs`, saying each time it will try
 * again; throws DatabaseUnreachable with one line once the time is up. Any other failure is thrown as it is.
 */
export async function untilReachable<T>(
  attempt: () => Promise<T>,
  options: { where: string; waitMs: number; stepMs?: number; say: (line: string) => void },
): Promise<T> {
  const stepMs = options.stepMs ?? 5_000;
  const deadline = Date.now() + options.waitMs;
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const reason = reasonOf(error);
      if (Date.now() + stepMs > deadline)
        throw new DatabaseUnreachable(
          `The database at ${options.where} could not be reached in ${Math.round(options.waitMs / 1000)} s ` +
            `(${reason}): check DATABASE_URL and that PostgreSQL is running.`,
        );
      options.say(
        `The database at ${options.where} cannot be reached yet (${reason}); trying again in ` +
          `${Math.round(stepMs / 1000)} s (try ${tries}).`,
      );
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  }
}
