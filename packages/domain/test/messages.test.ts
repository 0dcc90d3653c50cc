import { describe, expect, it } from 'vitest';
import { messageRecipientIds, seenByText } from '../src/rules/messages';

const today = '2026-11-24';

describe('messageRecipientIds', () => {
  it("reaches each team player's family contacts once, never the sender", () => {
    const families = [[{ user_id: 10 }, { user_id: 11 }], [{ user_id: 11 }, { user_id: 12 }], [{ user_id: 5 }]];
    expect(messageRecipientIds({ senderId: 5, families, club: [], today })).toEqual([10, 11, 12]);
  });

  it("reaches the whole club but a child's own account (under 16, unknown age, or 16-17 without consent)", () => {
    const club = [
      { user_id: 1, player_account: false, date_of_birth: null, consents: {} }, // a parent or coach
      { user_id: 2, player_account: true, date_of_birth: '2014-05-01', consents: {} }, // 12
      { user_id: 3, player_account: true, date_of_birth: '2010-11-24', consents: { direct_contact: true } }, // 16
      { user_id: 4, player_account: true, date_of_birth: '2010-11-25', consents: { direct_contact: true } }, // 15
      { user_id: 7, player_account: true, date_of_birth: '2009-11-24', consents: {} }, // 17, no consent
      { user_id: 8, player_account: true, date_of_birth: '2008-11-24', consents: {} }, // 18 today
      { user_id: 5, player_account: true, date_of_birth: null, consents: {} }, // unknown age, or no player record
      { user_id: 6, player_account: false, date_of_birth: null, consents: {} }, // the sender
    ];
    expect(messageRecipientIds({ senderId: 6, families: [], club, today })).toEqual([1, 3, 8]);
  });

  it('joins teams and the whole club without repeating anyone', () => {
    const club = [{ user_id: 10, player_account: false, date_of_birth: null, consents: {} }];
    expect(messageRecipientIds({ senderId: 1, families: [[{ user_id: 10 }]], club, today })).toEqual([10]);
  });
});

it('says how many have seen a message', () => {
  expect(seenByText(1, 3)).toBe('Seen by 1 of 3');
});
