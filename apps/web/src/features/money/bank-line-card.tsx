import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { bankLine, FamilyBalance } from '@touchline/domain';
import type { z } from 'zod';
import { useConfirmLine, useIgnoreLine } from '../../api/money';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { familyLabel, moneyTexts } from './money-texts';
import { matchColours } from './statement-lines-table';
import { statementsTexts as texts } from './statements-texts';

type BankLine = z.infer<typeof bankLine>;

/** The bank's credits need a thumb-sized target to confirm or ignore (44 × 44 CSS pixels at every width). */
const target = { mih: 44, miw: 44 } as const;

interface BankLineCardProps {
  line: BankLine;
  families: readonly FamilyBalance[];
  currency: string;
}

/** One credit to confirm: what the bank says, the family it was matched to (changeable), Confirm and Ignore. */
export function BankLineCard({ line, families, currency }: BankLineCardProps) {
  const confirm = useConfirmLine();
  const ignore = useIgnoreLine();
  const [familyId, setFamilyId] = useState(line.family_id === null ? '' : String(line.family_id));
  const [failure, setFailure] = useState<string | null>(null);
  const amount = moneyText(line.amount_minor, currency);
  const label = texts.lineLabel(amount, dayText(line.booked_on), line.counterparty || moneyTexts.none);
  const busy = confirm.isPending || ignore.isPending;
  const known = families.some((f) => String(f.family_id) === familyId);
  const options = [
    { value: '', label: moneyTexts.chooseFamily },
    ...families.map((f) => ({ value: String(f.family_id), label: familyLabel(f) })),
    // A family the balances do not list (yet): still shown as the match.
    ...(familyId !== '' && !known ? [{ value: familyId, label: line.reference ?? line.family_name ?? familyId }] : []),
  ];

  async function run(action: () => Promise<unknown>, failed: string) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error, failed));
    }
  }

  return (
    <Card withBorder padding="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={700}>{amount}</Text>
            <Text size="sm">
              {dayText(line.booked_on)} · {line.counterparty || moneyTexts.none}
            </Text>
            <Text size="sm" c="dimmed">
              {line.description}
            </Text>
          </Stack>
          <Badge variant="light" color={matchColours[line.matched_by]} tt="none">
            {texts.matches[line.matched_by]}
          </Badge>
        </Group>
        <ErrorBanner message={failure} onClose={() => setFailure(null)} />
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={moneyTexts.family}
            value={familyId}
            data={options}
            onChange={(event) => setFamilyId(event.currentTarget.value)}
            disabled={busy}
            miw={240}
            styles={{ input: { minHeight: 44 } }}
          />
          <Button
            {...target}
            disabled={familyId === '' || ignore.isPending}
            loading={confirm.isPending}
            onClick={() =>
              void run(
                () => confirm.mutateAsync({ lineId: line.line_id, familyId: Number(familyId) }),
                texts.confirmFailed,
              )
            }
          >
            {texts.confirm}
          </Button>
          <Button
            {...target}
            variant="default"
            disabled={confirm.isPending}
            loading={ignore.isPending}
            onClick={() => void run(() => ignore.mutateAsync(line.line_id), texts.ignoreFailed)}
          >
            {texts.ignore}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
