import { contactsPlayerDirectly, type GivenConsents } from './consents';
import { msg } from '../i18n/translate';

/** What lands in an inbox (decision 107): club messages; squad announcements and fixture changes share its tables. */
export const messageKinds = ['message', 'squad', 'fixture_change', 'release'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageKindLabels: Record<MessageKind, string> = {
  message: msg('Message'),
  squad: msg('Squad'),
  fixture_change: msg('Fixture change'),
  release: msg('What changed'),
};

/** A user of the club as the whole-club audience sees them: the date of birth of the player record they are. */
export interface ClubMember {
  user_id: number;
  /** Whether the account is a player's own (a player record or the Player type). */
  player_account: boolean;
  /** That player's date of birth; null when unknown or when no player record is linked. */
  date_of_birth: string | null;
  /** That player's consents (decision 130): at 16 and 17, direct contact needs one. */
  consents: GivenConsents;
}

/**
 * Who a club message reaches (decision 107): for teams, the family contacts of each player (familyOf: parents, and a
 * player of 16 or over themself where the club may contact them directly); for the whole club, everyone but a
 * player's own account that may not be contacted directly (under 16, of unknown age, or 16 and 17 without the
 * consent, decision 130). Never the sender. Each person once, in the order first met.
 */
export function messageRecipientIds(input: {
  senderId: number;
  /** Each team player's family contacts (familyOf). */
  families: readonly (readonly { user_id: number }[])[];
  /** Every user of the club when the whole club is addressed; empty otherwise. */
  club: readonly ClubMember[];
  today: string;
}): number[] {
  const ids = [
    ...input.families.flat().map((c) => c.user_id),
    ...input.club
      .filter((m) => !m.player_account || contactsPlayerDirectly(m.date_of_birth, input.today, m.consents))
      .map((m) => m.user_id),
  ];
  return [...new Set(ids)].filter((id) => id !== input.senderId);
}

/** 'Seen by 3 of 12'. */
export function seenByText(seen: number, total: number): string {
  return `Seen by ${seen} of ${total}`;
}

export const messageTexts = {
  noAudience: msg('Choose at least one team or the whole club'),
  unknownTeam: (ids: readonly number[]) => `No such team: ${ids.join(', ')}`,
  noRecipients: msg('Nobody would receive this message: the teams chosen have no families yet'),
  notSender: msg('Only the sender or an admin can see who has read a message'),
  wholeClub: msg('Whole club'),
} as const;
