import { Group, Stack, Table, Text } from '@mantine/core';
import type { LedgerEntry } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { paymentsTexts as texts } from './payments-texts';

interface PaymentEntriesProps {
  entries: readonly LedgerEntry[];
  currency: string;
  reference: string;
}

/**
 * What the family was charged and paid, newest first: date, what, child, amount (a payment shown below 0). A table on
 * a wide screen; on a phone one line an entry, its amount on the right, so nothing is scrolled out of sight.
 */
export function PaymentEntries({ entries, currency, reference }: PaymentEntriesProps) {
  const isMobile = useIsMobile();
  if (entries.length === 0) return <Text c="dimmed">{texts.entriesEmpty}</Text>;
  const label = texts.entriesLabel(reference);
  const newestFirst = [...entries].reverse();
  if (isMobile)
    return (
      <Stack gap={0} role="list" aria-label={label}>
        {newestFirst.map((entry) => (
          <Group
            key={entry.entry_id}
            role="listitem"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack gap={0} miw={0}>
              <Text fw={600}>{entry.description}</Text>
              <Text size="sm" c="dimmed">
                {entry.player_name ? `${dayText(entry.due_on)} · ${entry.player_name}` : dayText(entry.due_on)}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {moneyText(entry.amount_minor, currency)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  return (
    <ScrollTable minWidth={340} label={label}>
      <Table striped verticalSpacing="xs" horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.date}</Table.Th>
            <Table.Th>{texts.what}</Table.Th>
            <Table.Th>{texts.child}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {newestFirst.map((entry) => (
            <Table.Tr key={entry.entry_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(entry.due_on)}</Table.Td>
              <Table.Td>{entry.description}</Table.Td>
              <Table.Td>{entry.player_name ?? texts.none}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {moneyText(entry.amount_minor, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
