import { Table, Text } from '@mantine/core';
import type { LedgerEntry } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { moneyWidgetTexts } from '../../widgets/money/money-widget-texts';
import { ledgerTexts as texts } from './ledger-texts';
import { moneyTexts } from './money-texts';

/** Dates and amounts on one line each: '14 Oct 2026', '-£12.34'. */
const nowrap = { whiteSpace: 'nowrap' } as const;

/** A ledger entry's kind in words, with a charge's category: 'Charge · Season subs', 'Payment · Bank transfer'. */
export function entryKindText(entry: LedgerEntry): string {
  const kind = moneyWidgetTexts.kinds[entry.kind];
  if (entry.kind === 'charge') return `${kind} · ${moneyWidgetTexts.categories[entry.category]}`;
  if (entry.kind === 'payment' && entry.method) return `${kind} · ${moneyWidgetTexts.methods[entry.method]}`;
  return kind;
}

/** Each entry's balance after it, oldest first (the ledger's order): integer sums of minor units. */
export function runningBalances(entries: readonly LedgerEntry[]): number[] {
  let total = 0;
  return entries.map((e) => (total += e.amount_minor));
}

/** The family's entries, oldest first, each with the balance after it. */
export function LedgerTable({ entries, currency }: { entries: readonly LedgerEntry[]; currency: string }) {
  if (entries.length === 0) return <Text c="dimmed">{texts.entriesEmpty}</Text>;
  const balances = runningBalances(entries);
  return (
    <ScrollTable minWidth={860} label={texts.entriesLabel}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={texts.entriesLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{moneyTexts.date}</Table.Th>
            <Table.Th>{moneyTexts.description}</Table.Th>
            <Table.Th>{texts.child}</Table.Th>
            <Table.Th>{texts.kind}</Table.Th>
            <Table.Th ta="right">{moneyTexts.amount}</Table.Th>
            <Table.Th ta="right">{texts.runningBalance}</Table.Th>
            <Table.Th>{texts.recordedBy}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, i) => (
            <Table.Tr key={entry.entry_id}>
              <Table.Td style={nowrap}>{dayText(entry.due_on)}</Table.Td>
              <Table.Td>
                {entry.description}
                {entry.external_id && (
                  <Text size="xs" c="dimmed" ff="monospace">
                    {entry.external_id}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{entry.player_name ?? moneyTexts.none}</Table.Td>
              <Table.Td>{entryKindText(entry)}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {moneyText(entry.amount_minor, currency)}
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {moneyText(balances[i] ?? 0, currency)}
              </Table.Td>
              <Table.Td>{entry.recorded_by_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
