import { auditActionLabel } from '@touchline/domain';
import { Fragment } from 'react';
import { Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/audit';
import { AuditChangesView } from './audit-changes';
import { hasChanges } from './audit-diff';
import { formatWhen, nameOrDash, recordLabel } from './audit-format';
import { auditColumnLabels, auditTexts, changesToLabel } from './audit-texts';
import { changesId, ChangesToggle } from './changes-toggle';
import { ScrollTable } from '../../../ui/scroll-table';

interface AuditTableProps {
  entries: readonly AuditEntry[];
  openIds: ReadonlySet<number>;
  onToggle: (entryId: number) => void;
}

/** The column headings, in the language in use. */
const columns = () => [
  auditColumnLabels.when,
  auditTexts.who,
  auditColumnLabels.actingAs,
  auditTexts.action,
  auditColumnLabels.record,
  auditColumnLabels.changes,
];

/** From 768 px: one row per entry; an opened entry's changes take a full-width row under it. */
export function AuditTable({ entries, openIds, onToggle }: AuditTableProps) {
  return (
    <ScrollTable minWidth={760} label={auditTexts.tableLabel}>
      <Table striped aria-label={auditTexts.tableLabel} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns().map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const open = openIds.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                  </Table.Td>
                  <Table.Td>{nameOrDash(entry.actor_username)}</Table.Td>
                  <Table.Td>{nameOrDash(entry.acting_as_username)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" title={entry.action} style={{ wordBreak: 'break-word' }}>
                      {auditActionLabel(entry.action)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{recordLabel(entry)}</Table.Td>
                  <Table.Td>
                    {hasChanges(entry.before, entry.after) ? (
                      <ChangesToggle open={open} controls={changesId(entry.id)} onToggle={() => onToggle(entry.id)} />
                    ) : (
                      auditTexts.nothingRecorded
                    )}
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={changesId(entry.id)}>
                    <Table.Td colSpan={columns().length} bg="var(--mantine-color-gray-0)">
                      <AuditChangesView
                        before={entry.before}
                        after={entry.after}
                        label={changesToLabel(recordLabel(entry))}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
