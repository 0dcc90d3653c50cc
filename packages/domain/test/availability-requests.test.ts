import { describe, expect, it } from 'vitest';
import {
  ageOn,
  answerCounts,
  DEFAULT_AVAILABILITY_SETTINGS as defaults,
  dueNotices,
  familyOf,
  isChild,
  reminderInstants,
  responseDeadline,
  settingsProblem,
} from '../src/rules/availability-requests';

const zone = 'Europe/London';
const saturday = { match_date: '2026-11-28', kick_off_time: '10:00' };
const at = (iso: string) => new Date(iso);

describe('the response deadline', () => {
  it('is the end of the day two days before by default, and kick-off when that comes first', () => {
    expect(responseDeadline(saturday, defaults, zone).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(responseDeadline(saturday, { ...defaults, deadline_days: 0 }, zone).toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
    // Summer time: the club's midnight, not UTC's.
    expect(responseDeadline({ match_date: '2026-06-13', kick_off_time: '10:00' }, defaults, zone).toISOString()).toBe(
      '2026-06-11T23:00:00.000Z',
    );
  });
  it('gives families 24 hours from a request that went out late, never past kick-off (#28 item 10)', () => {
    // Imported on Thursday at 21:00, three hours before the team's deadline: the families have until Friday 21:00.
    expect(responseDeadline(saturday, defaults, zone, at('2026-11-26T21:00:00Z')).toISOString()).toBe(
      '2026-11-27T21:00:00.000Z',
    );
    // Sent on Friday at 14:00, after the team's deadline: until kick-off, which comes before 24 hours are up.
    expect(responseDeadline(saturday, defaults, zone, at('2026-11-27T14:00:00Z')).toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
    // Sent in good time: the team's deadline stands.
    expect(responseDeadline(saturday, defaults, zone, at('2026-11-14T09:00:00Z')).toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });
});

describe('what the schedule wants sent', () => {
  const requested = at('2026-11-14T09:00:00Z');
  it('asks 14 days before at the reminder time, and not before', () => {
    expect(dueNotices(at('2026-11-14T08:59:00Z'), saturday, defaults, zone, null)).toEqual([]);
    expect(dueNotices(at('2026-11-14T09:00:00Z'), saturday, defaults, zone, null)).toEqual([{ kind: 'request' }]);
  });
  it('asks for a fixture added after the deadline, up to six hours before kick-off; reminds by the new one', () => {
    expect(dueNotices(at('2026-11-27T14:00:00Z'), saturday, defaults, zone, null)).toEqual([{ kind: 'request' }]);
    expect(dueNotices(at('2026-11-28T03:59:00Z'), saturday, defaults, zone, null)).toEqual([{ kind: 'request' }]);
    expect(dueNotices(at('2026-11-28T04:00:00Z'), saturday, defaults, zone, null)).toEqual([]);
    // Requested on Thursday at 21:00 (deadline Friday 21:00): Thursday's reminder came before the request, so none.
    expect(dueNotices(at('2026-11-27T12:00:00Z'), saturday, defaults, zone, at('2026-11-26T21:00:00Z'))).toEqual([]);
  });
  it('reminds five and two days before, the latest due only, never after the deadline', () => {
    expect(dueNotices(at('2026-11-23T08:00:00Z'), saturday, defaults, zone, requested)).toEqual([]);
    expect(dueNotices(at('2026-11-23T09:00:00Z'), saturday, defaults, zone, requested)).toMatchObject([
      { kind: 'reminder', days: 5 },
    ]);
    expect(dueNotices(at('2026-11-26T12:00:00Z'), saturday, defaults, zone, requested)).toMatchObject([
      { kind: 'reminder', days: 2 },
    ]);
    expect(dueNotices(at('2026-11-27T00:00:00Z'), saturday, defaults, zone, requested)).toEqual([]);
  });
  it('sends no reminder whose time came before the request went out', () => {
    const late = at('2026-11-24T15:00:00Z');
    expect(dueNotices(at('2026-11-24T15:00:00Z'), saturday, defaults, zone, null)).toEqual([{ kind: 'request' }]);
    expect(dueNotices(at('2026-11-25T09:00:00Z'), saturday, defaults, zone, late)).toEqual([]);
    expect(dueNotices(at('2026-11-26T09:00:00Z'), saturday, defaults, zone, late)).toMatchObject([{ days: 2 }]);
  });
  it('lists each reminder day once, earliest first', () => {
    const days = reminderInstants(saturday, { ...defaults, reminder_days: [2, 5, 2] }, zone).map((r) => r.days);
    expect(days).toEqual([5, 2]);
  });
  it('refuses a reminder after the deadline day', () => {
    expect(settingsProblem({ ...defaults, reminder_days: [1] })).toBe(
      'Reminders must go out on or before the deadline day',
    );
    expect(settingsProblem(defaults)).toBeNull();
  });
});

describe('who is asked', () => {
  const mum = { user_id: 1, email: 'mum@example.org' };
  const kid = { user_id: 2, email: 'kid@example.org' };
  const direct = { direct_contact: true };
  it('asks the parents of a child under 16, never the child, whatever the consents say', () => {
    expect(familyOf({ date_of_birth: '2012-01-01', account: kid, consents: {} }, [mum], '2026-11-24')).toEqual([mum]);
    const all = { direct_contact: true, no_parent_copy: true };
    expect(familyOf({ date_of_birth: '2012-01-01', account: kid, consents: all }, [mum], '2026-11-24')).toEqual([mum]);
  });
  it('asks a player of 16 or 17 too with the consent to contact them directly; an unknown age is a child', () => {
    const of = (date_of_birth: string | null, consents: object = direct) => ({ date_of_birth, account: kid, consents });
    expect(familyOf(of('2010-11-24'), [mum], '2026-11-24')).toEqual([mum, kid]);
    expect(familyOf(of('2010-11-24', {}), [mum], '2026-11-24')).toEqual([mum]);
    expect(familyOf(of('2010-11-25'), [mum], '2026-11-24')).toEqual([mum]);
    expect(familyOf(of(null), [], '2026-11-24')).toEqual([]);
  });
  it('copies the parents of a 16- or 17-year-old unless consent says not to; an adult needs no consent', () => {
    const of = (date_of_birth: string, consents: object) => ({ date_of_birth, account: kid, consents });
    const alone = { direct_contact: true, no_parent_copy: true };
    expect(familyOf(of('2009-01-01', alone), [mum], '2026-11-24')).toEqual([kid]);
    // Without direct contact the parents are never dropped: nobody would hear.
    expect(familyOf(of('2009-01-01', { no_parent_copy: true }), [mum], '2026-11-24')).toEqual([mum]);
    expect(familyOf(of('2008-11-24', {}), [mum], '2026-11-24')).toEqual([mum, kid]);
    expect(isChild(null, '2026-11-24')).toBe(true);
    expect(ageOn('2010-02-28', '2026-02-27')).toBe(15);
  });
});

it('counts the answers, no answer included', () => {
  expect(answerCounts(['available', null, 'maybe', 'available', 'not_available'])).toEqual({
    available: 2,
    maybe: 1,
    not_available: 1,
    no_answer: 1,
  });
});
