import { Badge, Box, Code, Group, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { FieldChangeKind } from './audit-diff';
import { auditChanges, formatValue, readableJson } from './audit-diff';
import { t } from '../../../i18n/i18n';
import { auditTexts } from './audit-texts';
import { ScrollTable } from '../../../ui/scroll-table';

const kindColour: Record<FieldChangeKind, string> = { added: 'green', removed: 'red', changed: 'blue' };

/** A field's badge: 'added' or 'removed'. */
const kindLabel = (kind: FieldChangeKind) =>
  kind === 'added' ? t('added') : kind === 'removed' ? t('removed') : t('changed');

function JsonBlock({ label, json }: { label: string; json: string | null }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {json === null ? (
        <Text size="sm" c="dimmed">
          {auditTexts.nothingRecorded}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {json}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function Snapshots({ before, after }: { before: string | null; after: string | null }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <JsonBlock label={auditTexts.before} json={before} />
      <JsonBlock label={auditTexts.after} json={after} />
    </SimpleGrid>
  );
}

interface AuditChangesViewProps {
  before: unknown;
  after: unknown;
  /** Accessible name of the field table. */
  label: string;
}

/** An entry's changes: the fields that differ (with the full records on request), or the before and after JSON. */
export function AuditChangesView({ before, after, label }: AuditChangesViewProps) {
  const changes = auditChanges(before, after);
  if (changes.kind === 'none') return <Text size="sm">{auditTexts.nothingRecorded}</Text>;
  if (changes.kind === 'snapshot') return <Snapshots before={changes.before} after={changes.after} />;
  return (
    <Stack gap="xs">
      {changes.changes.length === 0 ? (
        <Text size="sm">{auditTexts.noChanges}</Text>
      ) : (
        <ScrollTable minWidth={320} label={label}>
          <Table aria-label={label} withTableBorder verticalSpacing={4} fz="sm" style={{ wordBreak: 'break-word' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{auditTexts.field}</Table.Th>
                <Table.Th>{auditTexts.before}</Table.Th>
                <Table.Th>{auditTexts.after}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" ff="monospace">
                        {change.field}
                      </Text>
                      {change.kind !== 'changed' && (
                        <Badge size="xs" variant="light" color={kindColour[change.kind]}>
                          {kindLabel(change.kind)}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td c={change.kind === 'added' ? 'dimmed' : undefined}>{formatValue(change.before)}</Table.Td>
                  <Table.Td c={change.kind === 'removed' ? 'dimmed' : undefined}>{formatValue(change.after)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <Box component="details">
        <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
          {auditTexts.fullRecords}
        </Text>
        <Box pt="xs">
          <Snapshots before={readableJson(before)} after={readableJson(after)} />
        </Box>
      </Box>
    </Stack>
  );
}
