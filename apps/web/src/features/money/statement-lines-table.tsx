import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { StatementPreview } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { moneyTexts } from './money-texts';
import { statementsTexts as texts } from './statements-texts';

/** How a credit was matched: by its reference (green), by amount only (a guess: yellow), or not at all (grey). */
export const matchColours = { reference: 'green', amount: 'yellow', none: 'gray' } as const;

type Line = StatementPreview['lines'][number];

function MatchBadge({ line }: { line: Line }) {
  return (
    <Badge variant="light" color={matchColours[line.matched_by]} tt="none">
      {texts.matches[line.matched_by]}
    </Badge>
  );
}

/**
 * The statement's credits, each with its match and the family's reference; debits are left out. A table on a wide
 * screen; under 768 px one card a credit, so the match and the reference are not scrolled out of sight.
 */
export function StatementLinesTable({ preview, currency }: { preview: StatementPreview; currency: string }) {
  const isMobile = useIsMobile();
  const credits = preview.lines.filter((line) => line.amount_minor > 0);
  return (
    <Stack gap="xs">
      <Text size="sm">{texts.summary(preview.new_credits, preview.already_imported, preview.debits)}</Text>
      {credits.length === 0 ? (
        <Text c="dimmed">{texts.noCredits}</Text>
      ) : isMobile ? (
        <Stack gap="xs" role="list" aria-label={texts.creditsLabel}>
          {credits.map((line) => (
            <Card
              key={line.row}
              withBorder
              padding="sm"
              role="listitem"
              c={line.already_imported ? 'dimmed' : undefined}
            >
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Stack gap={2} miw={0}>
                  <Text fw={700}>{moneyText(line.amount_minor, currency)}</Text>
                  <Text size="sm">
                    {dayText(line.booked_on)} · {line.counterparty || moneyTexts.none}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line.description}
                  </Text>
                  {line.already_imported && (
                    <Text size="xs" fs="italic">
                      {texts.alreadyImported}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <MatchBadge line={line} />
                  {line.reference && (
                    <Text size="sm" ff="monospace">
                      {line.reference}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollTable minWidth={760} label={texts.creditsLabel}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label={texts.creditsLabel}>
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(line.booked_on)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {moneyText(line.amount_minor, currency)}
                  </Table.Td>
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
                    <MatchBadge line={line} />
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
