import { describe, expect, it } from 'vitest';
import {
  dueReminder,
  expiryOf,
  hasValidDbs,
  qualificationProblem,
  qualificationState,
  reminderDates,
} from '../src/rules/qualifications';

const valid = (issued_on: string) => ({ status: 'valid' as const, issued_on });

describe('a qualification’s expiry', () => {
  it('is three years after its issue date, the same calendar day', () => {
    expect(expiryOf('2024-03-15')).toBe('2027-03-15');
    expect(expiryOf('2023-12-31')).toBe('2026-12-31');
  });

  it('is 28 February for one issued on 29 February', () => {
    expect(expiryOf('2024-02-29')).toBe('2027-02-28');
  });
});

describe('a qualification’s state on a day', () => {
  it('is missing without a record and applied while applied for', () => {
    expect(qualificationState(null, '2026-11-28')).toBe('missing');
    expect(qualificationState({ status: 'applied', issued_on: null }, '2026-11-28')).toBe('applied');
  });

  it('is valid until 60 days before expiry, expiring within them, expired from the expiry day', () => {
    // Issued 2024-01-27: expires 2027-01-27, 60 days after 2026-11-28.
    expect(qualificationState(valid('2024-01-28'), '2026-11-28')).toBe('valid');
    expect(qualificationState(valid('2024-01-27'), '2026-11-28')).toBe('expiring');
    expect(qualificationState(valid('2023-11-29'), '2026-11-28')).toBe('expiring');
    expect(qualificationState(valid('2023-11-28'), '2026-11-28')).toBe('expired');
    expect(qualificationState(valid('2020-05-01'), '2026-11-28')).toBe('expired');
  });
});

describe('a valid DBS check on a day', () => {
  it('counts one valid or expiring, not one applied for, expired, missing, or of another kind', () => {
    const today = '2026-11-28';
    expect(hasValidDbs([{ kind: 'dbs', ...valid('2025-01-01') }], today)).toBe(true);
    expect(hasValidDbs([{ kind: 'dbs', ...valid('2023-12-01') }], today)).toBe(true);
    expect(hasValidDbs([{ kind: 'dbs', ...valid('2023-11-01') }], today)).toBe(false);
    expect(hasValidDbs([{ kind: 'dbs', status: 'applied', issued_on: null }], today)).toBe(false);
    expect(hasValidDbs([{ kind: 'first_aid', ...valid('2025-01-01') }], today)).toBe(false);
    expect(hasValidDbs([], today)).toBe(false);
  });
});

describe('the reminders before expiry', () => {
  const expires = '2027-01-27';

  it('fall due 60 and 30 days before expiry', () => {
    expect(reminderDates(expires)).toEqual(['2026-11-28', '2026-12-28']);
  });

  it('is none before 60 days, the 60-day one until 30 days, the 30-day one until the expiry day', () => {
    expect(dueReminder(expires, '2026-11-27')).toBeNull();
    expect(dueReminder(expires, '2026-11-28')).toBe(60);
    expect(dueReminder(expires, '2026-12-27')).toBe(60);
    expect(dueReminder(expires, '2026-12-28')).toBe(30);
    expect(dueReminder(expires, '2027-01-26')).toBe(30);
    expect(dueReminder(expires, '2027-01-27')).toBeNull();
  });
});

describe('a check as recorded', () => {
  const today = '2026-11-28';

  it('takes a valid one issued between 1990 and today, and one applied for without a date', () => {
    expect(qualificationProblem({ status: 'valid', issued_on: today }, today)).toBeNull();
    expect(qualificationProblem({ status: 'valid', issued_on: '1990-01-01' }, today)).toBeNull();
    expect(qualificationProblem({ status: 'applied' }, today)).toBeNull();
  });

  it('refuses, naming issued_on, a valid one undated, in the future or before 1990, or dated while applied', () => {
    expect(qualificationProblem({ status: 'valid' }, today)).toMatch(/^issued_on is required/);
    expect(qualificationProblem({ status: 'valid', issued_on: '2026-11-29' }, today)).toBe(
      'issued_on cannot be in the future',
    );
    expect(qualificationProblem({ status: 'valid', issued_on: '1989-12-31' }, today)).toBe(
      'issued_on cannot be before 1 January 1990',
    );
    expect(qualificationProblem({ status: 'applied', issued_on: today }, today)).toMatch(/^issued_on must be left out/);
  });
});
