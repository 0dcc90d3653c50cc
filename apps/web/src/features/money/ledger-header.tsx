import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { FamilyBalance } from '@touchline/domain';
import { moneyText } from '../../widgets/money/money-format';
import { ledgerTexts as texts } from './ledger-texts';
import { childWithTeam, moneyTexts } from './money-texts';

/** Who the family is (its reference, children and parents) and what it owes. */
export function LedgerHeader({ family, currency }: { family: FamilyBalance; currency: string }) {
  const balance = family.balance_minor;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Badge variant="light" size="xl" ff="monospace" tt="none" w="fit-content">
            {family.reference}
          </Badge>
          <Text>
            <Text span fw={600}>
              {moneyTexts.children}:{' '}
            </Text>
            {family.players.map(childWithTeam).join(', ') || moneyTexts.none}
          </Text>
          <Text>
            <Text span fw={600}>
              {moneyTexts.parents}:{' '}
            </Text>
            {family.parents.map((p) => p.name).join(', ') || moneyTexts.none}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {balance > 0 ? texts.owes : balance < 0 ? texts.inCredit : texts.settled}
          </Text>
          <Text fw={700} size="xl" c={balance > 0 ? 'red.9' : undefined}>
            {moneyText(Math.abs(balance), currency)}
          </Text>
          {family.days_overdue > 0 && (
            <Text size="sm" c="red.9">
              {texts.overdueBy(family.days_overdue)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
