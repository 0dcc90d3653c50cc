import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { UserIdentity } from '@touchline/domain';
import { t } from '../../i18n/i18n';
import { formatDate } from '../../ui/dates/format-date';

const day = (iso: string) => formatDate(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });

/** Who a club account is, in words: its email, else its name, else the provider's address. */
export function identityLabel(identity: UserIdentity): string {
  return identity.email ?? identity.name ?? new URL(identity.issuer).host;
}

/** How an identity came to its account (decision 136); null for one waiting. */
function linkedText(identity: UserIdentity): string | null {
  if (identity.user_id === null) return null;
  const since = day(identity.created_at);
  switch (identity.linked_by) {
    case 'email':
      return t('Linked by its verified email on {date}', { date: since });
    case 'admin':
      return t('Linked by an admin; first seen {date}', { date: since });
    case 'signup':
      return t('Made this account at its first sign-in on {date}', { date: since });
    default:
      return t('Linked by the account’s owner on {date}', { date: since });
  }
}

/** A one-line account of an identity: when it was first seen and last used. */
export function identityDetails(identity: UserIdentity): string {
  const linked = linkedText(identity);
  const used = identity.last_used_at ? t('last used {date}', { date: day(identity.last_used_at) }) : null;
  return [linked, used].filter(Boolean).join(' · ');
}

interface IdentityListProps {
  identities: readonly UserIdentity[];
  /** The list's accessible name. */
  label: string;
  onUnlink: (identity: UserIdentity) => void;
  busyId?: number | null;
}

/** The club accounts (OIDC) linked to one account, each with 'Unlink': on Account settings and a user's edit form. */
export function IdentityList({ identities, label, onUnlink, busyId = null }: IdentityListProps) {
  return (
    <List listStyleType="none" spacing="xs" aria-label={label}>
      {identities.map((identity) => (
        <List.Item key={identity.identity_id}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={500}>{identityLabel(identity)}</Text>
              <Text size="sm" c="dimmed">
                {identityDetails(identity)}
              </Text>
            </Stack>
            <Button
              variant="default"
              size="sm"
              mih={44}
              loading={busyId === identity.identity_id}
              aria-label={t('Unlink {account}', { account: identityLabel(identity) })}
              onClick={() => onUnlink(identity)}
            >
              {t('Unlink')}
            </Button>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
