import { Stack, Table, Text, Title } from '@mantine/core';
import type { DutyShare } from '@touchline/domain';
import { dutiesTexts as texts } from '../../widgets/duties/duties-texts';
import { childrenOf } from '../../widgets/duties/duty-words';

/**
 * The season's fair-share report (#34): each family (by its children, under the column's 'Family'), its duties, done
 * and missed, and its share of the average.
 */
export function FairShareTable({ families }: { families: DutyShare[] }) {
  return (
    <Stack component="section" gap="sm" aria-label={texts.sharesTitle}>
      <Title order={2} size="h3">
        {texts.sharesTitle}
      </Title>
      {families.length === 0 ? (
        <Text c="dimmed">{texts.noFamilies}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.familyColumn}</Table.Th>
                <Table.Th ta="right">{texts.duties}</Table.Th>
                <Table.Th ta="right">{texts.done}</Table.Th>
                <Table.Th ta="right">{texts.missed}</Table.Th>
                <Table.Th ta="right">{texts.share}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {families.map((f) => (
                <Table.Tr key={f.family_id}>
                  <Table.Td>{childrenOf(f)}</Table.Td>
                  <Table.Td ta="right">{f.count}</Table.Td>
                  <Table.Td ta="right">{f.done}</Table.Td>
                  <Table.Td ta="right">{f.no_shows}</Table.Td>
                  <Table.Td ta="right">{texts.shareValue(f.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
