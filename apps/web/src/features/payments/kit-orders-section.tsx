import { useId } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useKitWindows } from '../../api/kit';
import { LoadState } from '../../ui/load-state';
import { dayText } from '../../widgets/money/money-format';
import { KitChildOrder } from './kit-child-order';
import { KitOrderedTable } from './kit-ordered-table';
import { paymentsTexts as texts } from './payments-texts';

/**
 * Kit orders for the parent's children (#33): each open order of their teams, a form per child until the deadline;
 * a closed one shows what was ordered.
 */
export function KitOrdersSection({ currency }: { currency: string }) {
  const windows = useKitWindows();
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {texts.kitTitle}
      </Title>
      <LoadState query={windows} loading={texts.kitLoading} failed={texts.kitFailed} empty={texts.kitEmpty}>
        {(list) => (
          <Stack gap="md">
            {list.map((kitWindow) => (
              <Card key={kitWindow.window_id} withBorder padding="md" component="article" aria-label={kitWindow.title}>
                <Stack gap="sm">
                  <Stack gap={2}>
                    <Title order={3} size="h4">
                      {kitWindow.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {kitWindow.open
                        ? texts.kitDeadline(kitWindow.team_name, dayText(kitWindow.closes_on))
                        : texts.kitClosed(kitWindow.team_name)}
                    </Text>
                  </Stack>
                  {kitWindow.open ? (
                    kitWindow.children.map((child) => (
                      <KitChildOrder key={child.player_id} kitWindow={kitWindow} child={child} currency={currency} />
                    ))
                  ) : (
                    <KitOrderedTable kitWindow={kitWindow} currency={currency} />
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
