import { Table, Text } from '@mantine/core';
import type { KitWindow } from '@touchline/domain';
import { ScrollTable } from '../../ui/scroll-table';
import { moneyText } from '../../widgets/money/money-format';
import { kitTexts as texts } from './kit-texts';
import { moneyTexts } from './money-texts';

/** A kit order's lines: child, item, size, number, quantity and amount (the item's price times the quantity). */
export function KitOrdersTable({ kitWindow, currency }: { kitWindow: KitWindow; currency: string }) {
  if (kitWindow.orders.length === 0) return <Text c="dimmed">{texts.noOrders}</Text>;
  const items = new Map(kitWindow.items.map((item) => [item.item_id, item]));
  const label = texts.ordersLabel(kitWindow.title);
  return (
    <ScrollTable minWidth={640} label={label}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.child}</Table.Th>
            <Table.Th>{texts.itemName}</Table.Th>
            <Table.Th>{texts.size}</Table.Th>
            <Table.Th>{texts.number}</Table.Th>
            <Table.Th ta="right">{texts.quantity}</Table.Th>
            <Table.Th ta="right">{moneyTexts.amount}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kitWindow.orders.map((order) => {
            const item = items.get(order.item_id);
            return (
              <Table.Tr key={`${order.player_id}-${order.item_id}-${order.size}`}>
                <Table.Td>{order.player_name}</Table.Td>
                <Table.Td>{item?.name ?? moneyTexts.none}</Table.Td>
                <Table.Td>{order.size}</Table.Td>
                <Table.Td>{order.shirt_number ?? moneyTexts.none}</Table.Td>
                <Table.Td ta="right">{order.quantity}</Table.Td>
                <Table.Td ta="right">
                  {item ? moneyText(item.price_minor * order.quantity, currency) : moneyTexts.none}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
