import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OutboxEntry } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { kindLabel, outboxTexts, statusColours, statusDetail, statusLabels, whenText } from './outbox-texts';

interface OutboxListProps {
  entries: OutboxEntry[];
  cards: boolean;
  retrying: number | null;
  onRetry: (id: number) => void;
}

function StatusBadge({ entry }: { entry: OutboxEntry }) {
  return (
    <Badge color={statusColours[entry.status]} variant="light">
      {statusLabels[entry.status]}
    </Badge>
  );
}

function RetryButton({
  entry,
  retrying,
  onRetry,
}: { entry: OutboxEntry } & Omit<OutboxListProps, 'entries' | 'cards'>) {
  if (entry.status !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={retrying === entry.id}
      onClick={() => onRetry(entry.id)}
      aria-label={t('Retry the email to {address}', { address: entry.to_address })}
    >
      {outboxTexts.retry}
    </Button>
  );
}

/** The outbox as a table, or as cards on a phone: who, what, when, status and why, with Retry on failed ones. */
export function OutboxList({ entries, cards, retrying, onRetry }: OutboxListProps) {
  if (cards) {
    return (
      <Stack gap="sm">
        {entries.map((entry) => (
          <Card
            key={entry.id}
            withBorder
            padding="sm"
            component="article"
            aria-label={t('{subject} to {address}', { subject: entry.subject, address: entry.to_address })}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.to_address}
                </Text>
                <Text size="sm">
                  {kindLabel(entry.kind)} · {whenText(entry.created_at)}
                </Text>
              </Stack>
              <StatusBadge entry={entry} />
            </Group>
            {statusDetail(entry) && (
              <Text
                size="sm"
                c={entry.status === 'failed' ? 'red.9' : 'dimmed'}
                mt={4}
                style={{ overflowWrap: 'anywhere' }}
              >
                {statusDetail(entry)}
              </Text>
            )}
            <Group justify="flex-end" mt={4}>
              <RetryButton entry={entry} retrying={retrying} onRetry={onRetry} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{outboxTexts.to}</Table.Th>
          <Table.Th>{outboxTexts.subject}</Table.Th>
          <Table.Th>{outboxTexts.created}</Table.Th>
          <Table.Th>{outboxTexts.status}</Table.Th>
          <Table.Th>{outboxTexts.attempts}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('Actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.to_address}</Table.Td>
            <Table.Td>
              {entry.subject}
              <Text size="xs" c="dimmed">
                {kindLabel(entry.kind)}
              </Text>
            </Table.Td>
            <Table.Td>{whenText(entry.created_at)}</Table.Td>
            <Table.Td>
              <StatusBadge entry={entry} />
              {statusDetail(entry) && (
                <Text size="xs" c={entry.status === 'failed' ? 'red.9' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                  {statusDetail(entry)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{entry.attempts}</Table.Td>
            <Table.Td>
              <RetryButton entry={entry} retrying={retrying} onRetry={onRetry} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
