import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { KitWindow } from '@touchline/domain';
import { downloadSupplierCsv, useCloseKitWindow } from '../../api/kit';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { useConfirm } from '../../ui/use-confirm';
import { dayText, moneyText } from '../../widgets/money/money-format';
import { KitOrdersTable } from './kit-orders-table';
import { kitTexts as texts } from './kit-texts';

/** One kit order: its team, deadline and state, every child's choices, Close and charge, and the supplier's CSV. */
export function KitWindowCard({ kitWindow, currency }: { kitWindow: KitWindow; currency: string }) {
  const close = useCloseKitWindow();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const confirm = useConfirm(
    (w: KitWindow) => texts.closeQuestion(w.title),
    async (w: KitWindow) => {
      setFailure(null);
      try {
        const answer = await close.mutateAsync(w.window_id);
        setDone(texts.closedAndCharged(answer.families, moneyText(answer.total_minor, currency)));
      } catch (error) {
        setFailure(errorText(error, texts.closeFailed));
      }
    },
  );

  async function supplierCsv() {
    setFailure(null);
    setDownloading(true);
    try {
      await downloadSupplierCsv(kitWindow.window_id, texts.supplierFailed);
    } catch (error) {
      setFailure(errorText(error, texts.supplierFailed));
    } finally {
      setDownloading(false);
    }
  }

  const state = kitWindow.charged_at
    ? { text: texts.chargedOn(dayText(kitWindow.charged_at)), colour: 'gray' }
    : kitWindow.open
      ? { text: texts.openUntil(dayText(kitWindow.closes_on)), colour: 'green' }
      : { text: texts.closed, colour: 'yellow' };

  return (
    <Card withBorder padding="md" component="article" aria-label={kitWindow.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {kitWindow.title}
            </Title>
            <Text size="sm" c="dimmed">
              {kitWindow.team_name} · {texts.total(moneyText(kitWindow.total_minor, currency))}
            </Text>
          </Stack>
          <Badge variant="light" color={state.colour} tt="none" size="lg">
            {state.text}
          </Badge>
        </Group>
        <SuccessBanner message={done} onClose={() => setDone(null)} />
        <ErrorBanner message={failure} onClose={() => setFailure(null)} />
        <KitOrdersTable kitWindow={kitWindow} currency={currency} />
        <Group gap="xs">
          {kitWindow.charged_at === null && (
            <Button color="red" onClick={() => confirm.ask(kitWindow)}>
              {texts.closeAndCharge}
            </Button>
          )}
          <Button variant="default" loading={downloading} onClick={() => void supplierCsv()}>
            {texts.supplierCsv}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog {...confirm.dialogProps} title={texts.closeAndCharge} confirmLabel={texts.closeAndCharge} />
    </Card>
  );
}
