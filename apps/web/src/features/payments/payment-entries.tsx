import { Table, Text } from '@mantine/core';
import type { LedgerEntry } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { paymentsTexts as texts } from './payments-texts';

interface PaymentEntriesProps {
  entries: readonly LedgerEntry[];
  currency: string;
  reference: string;
}

/** What the family was charged and paid, newest first: date, what, child, amount (a payment shown below 0). */
export function PaymentEntries({ entries, currency, reference }: PaymentEntriesProps) {
  if (entries.length === 0) return <Text c="dimmed">{texts.entriesEmpty}</Text>;
  const label = texts.entriesLabel(reference);
  const newestFirst = [...entries].reverse();
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
