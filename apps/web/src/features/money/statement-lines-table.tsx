import { Badge, Stack, Table, Text } from '@mantine/core';
import type { StatementPreview } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { moneyTexts } from './money-texts';
import { statementsTexts as texts } from './statements-texts';

/** How a credit was matched: by its reference (green), by amount only (a guess: yellow), or not at all (grey). */
export const matchColours = { reference: 'green', amount: 'yellow', none: 'gray' } as const;

/** The statement's credits, each with its match and the family's reference; debits are left out. */
export function StatementLinesTable({ preview, currency }: { preview: StatementPreview; currency: string }) {
  const credits = preview.lines.filter((line) => line.amount_minor > 0);
  return (
    <Stack gap="xs">
      <Text size="sm">{texts.summary(preview.new_credits, preview.already_imported, preview.debits)}</Text>
      {credits.length === 0 ? (
        <Text c="dimmed">{texts.noCredits}</Text>
      ) : (
        <ScrollTable minWidth={760} label={texts.creditsLabel}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>{texts.creditsLabel}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{moneyTexts.date}</Table.Th>
                <Table.Th ta="right">{moneyTexts.amount}</Table.Th>
                <Table.Th>{moneyTexts.description}</Table.Th>
                <Table.Th>{texts.payer}</Table.Th>
                <Table.Th>{texts.match}</Table.Th>
                <Table.Th>{moneyTexts.reference}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credits.map((line) => (
                <Table.Tr key={line.row} c={line.already_imported ? 'dimmed' : undefined}>
                  <Table.Td>{dayText(line.booked_on)}</Table.Td>
                  <Table.Td ta="right">{moneyText(line.amount_minor, currency)}</Table.Td>
                  <Table.Td>
                    {line.description}
                    {line.already_imported && (
                      <Text size="xs" fs="italic">
                        {texts.alreadyImported}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.counterparty || moneyTexts.none}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={matchColours[line.matched_by]} tt="none">
                      {texts.matches[line.matched_by]}
                    </Badge>
                  </Table.Td>
                  <Table.Td ff="monospace">{line.reference ?? moneyTexts.none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
