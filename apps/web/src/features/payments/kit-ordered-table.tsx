import { Group, Stack, Table, Text } from '@mantine/core';
import type { KitWindow } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { moneyText } from '../../widgets/money/money-format';
import { paymentsTexts as texts } from './payments-texts';

/**
 * What was ordered for the parent's children in a closed kit order. A table on a wide screen; on a phone one line an
 * order, its amount on the right, so nothing is scrolled out of sight.
 */
export function KitOrderedTable({ kitWindow, currency }: { kitWindow: KitWindow; currency: string }) {
  const isMobile = useIsMobile();
  if (kitWindow.orders.length === 0) return <Text c="dimmed">{texts.nothingOrdered}</Text>;
  const items = new Map(kitWindow.items.map((item) => [item.item_id, item]));
  const label = texts.orderedLabel(kitWindow.title);
  const lines = kitWindow.orders.map((order) => {
    const item = items.get(order.item_id);
    return {
      key: `${order.player_id}-${order.item_id}-${order.size}`,
      order,
      name: item?.name ?? texts.none,
      amount: item ? moneyText(item.price_minor * order.quantity, currency) : texts.none,
    };
  });
  if (isMobile)
    return (
      <Stack gap={0} role="list" aria-label={label}>
        {lines.map(({ key, order, name, amount }) => (
          <Group
            key={key}
            role="listitem"
            justify="space-between"
            align="flex-start"
            wrap="nowrap"
            gap="sm"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Stack gap={0} miw={0}>
              <Text fw={600}>{texts.orderLine(name, order.size, order.shirt_number, order.quantity)}</Text>
              <Text size="sm" c="dimmed">
                {order.player_name}
              </Text>
            </Stack>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {amount}
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
            <Table.Th>{texts.child}</Table.Th>
            <Table.Th>{texts.item}</Table.Th>
            <Table.Th>{texts.size}</Table.Th>
            <Table.Th>{texts.number}</Table.Th>
            <Table.Th ta="right">{texts.quantity}</Table.Th>
            <Table.Th ta="right">{texts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ key, order, name, amount }) => (
            <Table.Tr key={key}>
              <Table.Td>{order.player_name}</Table.Td>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{order.size}</Table.Td>
              <Table.Td>{order.shirt_number ?? texts.none}</Table.Td>
              <Table.Td ta="right">{order.quantity}</Table.Td>
              <Table.Td ta="right">{amount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
