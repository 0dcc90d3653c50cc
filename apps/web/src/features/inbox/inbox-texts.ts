import type { MessageKind } from '@touchline/domain';
import { t, tc } from '../../i18n/i18n';
import { shortInstant } from '../../ui/dates/fixture-dates';

export const inboxTexts = {
  get title() {
    return t('Inbox');
  },
  get received() {
    return t('Received');
  },
  get sent() {
    return tc('inbox', 'Sent');
  },
  get newMessage() {
    return t('New message');
  },
  get showOlder() {
    return t('Show older messages');
  },
  get loading() {
    return t('Loading messages...');
  },
  get failed() {
    return t('Failed to load messages');
  },
  get empty() {
    return t('No messages yet');
  },
  get sentEmpty() {
    return t('You have not sent a message yet');
  },
  get unread() {
    return t('Unread');
  },
  get from() {
    return t('From');
  },
  get to() {
    return t('To');
  },
  get unknownSender() {
    return t('A former member');
  },
  /** Who a notice (a fixture change, a squad) is from: nobody in person, the club's Touchline. */
  clubSender: 'Touchline',
  get back() {
    return t('Back to inbox');
  },
  get messageLoading() {
    return t('Loading message...');
  },
  get messageFailed() {
    return t('This message could not be loaded');
  },
  get notFoundTitle() {
    return t('Message not found');
  },
  get notFound() {
    return t('There is no such message in your inbox: it may have been sent to someone else, or removed.');
  },
  get seenHeading() {
    return t('Seen');
  },
  get notSeenHeading() {
    return t('Not seen yet');
  },
  get nobody() {
    return t('Nobody yet');
  },
  get everyone() {
    return t('Everyone has seen it');
  },
  get seenLoading() {
    return t('Loading who has seen it...');
  },
  get seenFailed() {
    return t('Failed to load who has seen it');
  },
  get newTitle() {
    return t('New message');
  },
  get newIntro() {
    return t(
      "A message goes to the parents of the teams' players (and to players of 16 or over themselves), never to a " +
        "child's own account. It lands in their inbox and, unless they turned it off, by email.",
    );
  },
  get teams() {
    return t('Teams');
  },
  get teamsLoading() {
    return t('Loading teams...');
  },
  get teamsFailed() {
    return t('Failed to load the teams');
  },
  get wholeClub() {
    return t('Whole club');
  },
  get wholeClubHint() {
    return t('Everyone in the club but children under 16');
  },
  get subject() {
    return t('Subject');
  },
  get message() {
    return t('Message');
  },
  get send() {
    return t('Send message');
  },
  get sendFailed() {
    return t('The message could not be sent');
  },
  get subjectRequired() {
    return t('Subject is required');
  },
  get messageRequired() {
    return t('Message is required');
  },
  sentTo: (n: number) => t('{n, plural, one {Sent to # person} other {Sent to # people}}', { n }),
  seenBy: (seen: number, total: number) => t('Seen by {seen} of {total}', { seen: String(seen), total: String(total) }),
};

/** A message's kind (the domain's labels: 'Message', 'Squad', 'Fixture change', 'What changed'), translated. */
export function kindLabel(kind: MessageKind): string {
  switch (kind) {
    case 'message':
      return t('Message');
    case 'squad':
      return tc('message kind', 'Squad');
    case 'fixture_change':
      return t('Fixture change');
    case 'release':
      return t('What changed');
  }
}

/** 'Tue 24 Nov, 14:05' for an instant, on this device's clock. */
export const messageTime = shortInstant;

/** The sender's name; a notice has none (the club sent it), a club message's sender may have left. */
export const senderOf = (m: { kind: string; sender_name: string | null }) =>
  m.sender_name ?? (m.kind === 'message' ? inboxTexts.unknownSender : inboxTexts.clubSender);
