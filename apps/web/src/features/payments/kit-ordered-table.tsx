import { Table, Text } from '@mantine/core';
import type { KitWindow } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { moneyText } from '../../widgets/money/money-format';
import { paymentsTexts as texts } from './payments-texts';

/** What was ordered for the parent's children in a closed kit order. */
export function KitOrderedTable({ kitWindow, currency }: { kitWindow: KitWindow; currency: string }) {
  if (kitWindow.orders.length === 0) return <Text c="dimmed">{texts.nothingOrdered}</Text>;
  const items = new Map(kitWindow.items.map((item) => [item.item_id, item]));
  const label = texts.orderedLabel(kitWindow.title);
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
          {kitWindow.orders.map((order) => {
            const item = items.get(order.item_id);
            return (
              <Table.Tr key={`${order.player_id}-${order.item_id}-${order.size}`}>
                <Table.Td>{order.player_name}</Table.Td>
                <Table.Td>{item?.name ?? texts.none}</Table.Td>
                <Table.Td>{order.size}</Table.Td>
                <Table.Td>{order.shirt_number ?? texts.none}</Table.Td>
                <Table.Td ta="right">{order.quantity}</Table.Td>
                <Table.Td ta="right">
                  {item ? moneyText(item.price_minor * order.quantity, currency) : texts.none}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
