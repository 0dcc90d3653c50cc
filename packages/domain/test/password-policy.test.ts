import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, passwordMessages, passwordProblem, passwordStem } from '../src/rules/password-policy';

const common = new Set(['football', 'qwertyuiop', 'iloveyou', '1qaz2wsx3edc', 'password']);
const isCommon = (candidate: string) => common.has(candidate);

describe('passwordProblem', () => {
  it('asks for at least 12 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem('short-pass1', { isCommon })).toBe(passwordMessages.tooShort);
    expect(passwordProblem('kite-lantern', { isCommon })).toBeNull();
  });

  it('refuses a common password, also in capitals or with digits and symbols added at the end', () => {
    expect(passwordProblem('1QAZ2WSX3EDC', { isCommon })).toBe(passwordMessages.tooCommon);
    expect(passwordProblem('Football2024!', { isCommon })).toBe(passwordMessages.tooCommon);
    expect(passwordProblem('iloveyou12345', { isCommon })).toBe(passwordMessages.tooCommon);
    // The common word inside a longer phrase is fine.
    expect(passwordProblem('football at dawn', { isCommon })).toBeNull();
  });

  it('refuses one repeated character, digits only and the username', () => {
    expect(passwordProblem('aaaaaaaaaaaa', { isCommon })).toBe(passwordMessages.tooCommon);
    expect(passwordProblem('739120584612', { isCommon })).toBe(passwordMessages.tooCommon);
    expect(passwordProblem('Coach.Morgan1', { username: 'coach.morgan1', isCommon })).toBe(
      passwordMessages.sameAsUsername,
    );
  });

  it('stems a password by its end only', () => {
    expect(passwordStem('Football2024!')).toBe('football');
    expect(passwordStem('12football')).toBe('12football');
  });
});
