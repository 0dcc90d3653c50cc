import { shortInstant } from '../../ui/dates/fixture-dates';

export const inboxTexts = {
  title: 'Inbox',
  received: 'Received',
  sent: 'Sent',
  newMessage: 'New message',
  loading: 'Loading messages...',
  failed: 'Failed to load messages',
  empty: 'No messages yet',
  sentEmpty: 'You have not sent a message yet',
  unread: 'Unread',
  from: 'From',
  to: 'To',
  unknownSender: 'A former member',
  /** Who a notice (a fixture change, a squad) is from: nobody in person, the club's Touchline. */
  clubSender: 'Touchline',
  back: 'Back to inbox',
  messageLoading: 'Loading message...',
  messageFailed: 'This message could not be loaded',
  notFoundTitle: 'Message not found',
  notFound: 'There is no such message in your inbox: it may have been sent to someone else, or removed.',
  seenHeading: 'Seen',
  notSeenHeading: 'Not seen yet',
  nobody: 'Nobody yet',
  everyone: 'Everyone has seen it',
  seenLoading: 'Loading who has seen it...',
  seenFailed: 'Failed to load who has seen it',
  newTitle: 'New message',
  newIntro:
    "A message goes to the parents of the teams' players (and to players of 16 or over themselves), never to a " +
    "child's own account. It lands in their inbox and, unless they turned it off, by email.",
  teams: 'Teams',
  teamsLoading: 'Loading teams...',
  teamsFailed: 'Failed to load the teams',
  wholeClub: 'Whole club',
  wholeClubHint: 'Everyone in the club but children under 16',
  subject: 'Subject',
  message: 'Message',
  send: 'Send message',
  sendFailed: 'The message could not be sent',
  sentTo: (n: number) => `Sent to ${n} ${n === 1 ? 'person' : 'people'}`,
} as const;

/** 'Tue 24 Nov, 14:05' for an instant, on this device's clock. */
export const messageTime = shortInstant;

/** The sender's name; a notice has none (the club sent it), a club message's sender may have left. */
export const senderOf = (m: { kind: string; sender_name: string | null }) =>
  m.sender_name ?? (m.kind === 'message' ? inboxTexts.unknownSender : inboxTexts.clubSender);
