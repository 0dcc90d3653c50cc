import type { BalancesAnswer, FamilyBalance, FamilyLedger, LedgerEntry, Team } from '@touchline/domain';
import { makeUser } from './render-app';

/** The treasurer, who is not an admin. */
export const treasurer = makeUser({ user_id: 8, username: 'tess', short_name: 'Tess', treasurer: true });
export const parent = makeUser({ user_id: 9, username: 'pat', short_name: 'Pat', userTypes: [{ type: 'Parent' }] });

export const ageing = { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

export const family = (over: Partial<FamilyBalance> = {}): FamilyBalance => ({
  family_id: 42,
  reference: 'TL0004271',
  players: [{ player_id: 21, player_name: 'Ava Smith', team_name: 'U12 Lions' }],
  parents: [{ user_id: 9, name: 'Pat Smith' }],
  balance_minor: 4500,
  ageing: { ...ageing, days_0_30: 4500 },
  days_overdue: 12,
  last_payment_on: '2026-10-01',
  ...over,
});

export const balances: BalancesAnswer = {
  currency: 'GBP',
  today: '2026-11-28',
  totals: {
    owed_minor: 7000,
    credit_minor: 500,
    charged_minor: 30000,
    paid_minor: 23500,
    ageing: { ...ageing, not_due: 1000, days_0_30: 4500, days_over_90: 1500 },
    to_confirm: 2,
  },
  families: [
    family(),
    family({
      family_id: 43,
      reference: 'TL0004368',
      players: [{ player_id: 22, player_name: 'Ben Jones', team_name: 'U10 Tigers' }],
      parents: [{ user_id: 10, name: 'Jo Jones' }],
      balance_minor: 2500,
      days_overdue: 0,
      last_payment_on: null,
    }),
    family({
      family_id: 44,
      reference: 'TL0004465',
      players: [{ player_id: 23, player_name: 'Cal Brown', team_name: 'U10 Tigers' }],
      parents: [],
      balance_minor: -500,
      days_overdue: 0,
    }),
  ],
};

export const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  entry_id: 1,
  kind: 'charge',
  category: 'subs',
  amount_minor: 6000,
  description: 'Season subs 2026/27',
  due_on: '2026-09-01',
  method: null,
  external_id: null,
  player_name: 'Ava Smith',
  recorded_by_name: 'Tess',
  recorded_at: '2026-08-20T10:00:00Z',
  ...over,
});

export const ledger: FamilyLedger = {
  currency: 'GBP',
  family: family(),
  entries: [
    entry(),
    entry({
      entry_id: 2,
      kind: 'payment',
      category: 'payment',
      amount_minor: -1500,
      description: 'Bank transfer',
      due_on: '2026-10-01',
      method: 'bank_transfer',
      player_name: null,
    }),
  ],
};

export const lions: Team = {
  team_id: 2,
  team_name: 'U12 Lions',
  home_colours: 'Red',
  away_colours: 'Black',
  age_group: 'U12',
  club_name: 'Riverside FC',
  contact_number: '0123',
  youth_mode: false,
  youth_mode_choice: null,
  match_minutes: 60,
  match_minutes_choice: null,
};
