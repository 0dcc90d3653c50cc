import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { passwordProblem } from '@touchline/domain';
import { Refusal } from './refusal';

/**
 * The common-password list shipped with the server (common-passwords.txt, next to this module in the source and in
 * dist/, where build.ts copies it), read on first use: about 49,000 lower-case entries, a few milliseconds.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const text = readFileSync(fileURLToPath(new URL('./common-passwords.txt', import.meta.url)), 'utf8');
    common = new Set(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')));
  }
  return common;
}

export function isCommonPassword(candidate: string): boolean {
  return commonPasswords().has(candidate);
}

/** Refuses (400, in words) a newly chosen password that breaks the rule (packages/domain/src/rules/password-policy). */
export function assertPasswordAllowed(password: string, username?: string | null): void {
  const problem = passwordProblem(password, { username, isCommon: isCommonPassword });
  if (problem) throw new Refusal(400, problem);
}
