import { Badge, Stack, Text } from '@mantine/core';
import type { User } from '@touchline/domain';
import { formatDate } from '../../../ui/dates/format-date';
import { userTexts } from './user-texts';

export type UserStatus = 'active' | 'invited' | 'invitation-expired' | 'no-password';

/** Whether the person can sign in: a password chosen, an invitation waiting (or run out), or neither yet. */
export function userStatus(user: User): UserStatus {
  if (user.active) return 'active';
  if (!user.invitation) return 'no-password';
  return user.invitation.expired ? 'invitation-expired' : 'invited';
}

const labels: Record<UserStatus, { text: string; colour: string }> = {
  active: {
    get text() {
      return userTexts.active;
    },
    colour: 'green',
  },
  invited: {
    get text() {
      return userTexts.invited;
    },
    colour: 'blue',
  },
  'invitation-expired': {
    get text() {
      return userTexts.invitationExpired;
    },
    colour: 'orange',
  },
  'no-password': {
    get text() {
      return userTexts.noPassword;
    },
    colour: 'gray',
  },
};

/** "22 Dec 2026". */
function day(iso: string): string {
  return formatDate(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The status badge, with when an invitation was sent or runs out under it. */
export function UserStatusBadge({ user }: { user: User }) {
  const status = userStatus(user);
  const { text, colour } = labels[status];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={colour} variant="light" style={{ minWidth: 'max-content' }}>
        {text}
      </Badge>
      {user.invitation && status !== 'active' && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {status === 'invited'
            ? userTexts.invitationUntil(day(user.invitation.expires_at))
            : userTexts.invitationSent(day(user.invitation.sent_at))}
        </Text>
      )}
    </Stack>
  );
}
