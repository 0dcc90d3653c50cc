import { Card, Text } from '@mantine/core';

/** One figure of the totals: its label above, the amount large; a list item of its grid. */
export function TotalFigure({ label, value, small = false }: { label: string; value: string; small?: boolean }) {
  return (
    <Card withBorder padding="sm" role="listitem">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size={small ? 'lg' : 'xl'}>
        {value}
      </Text>
    </Card>
  );
}
