import { auditActionLabel } from '@touchline/domain';
import type { ReactNode } from 'react';
import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/audit';
import { AuditChangesView } from './audit-changes';
import { hasChanges } from './audit-diff';
import { formatWhen, nameOrDash, recordLabel } from './audit-format';
import { auditColumnLabels, auditTexts, changesToLabel } from './audit-texts';
import { changesId, ChangesToggle } from './changes-toggle';

interface AuditCardsProps {
  entries: readonly AuditEntry[];
  openIds: ReadonlySet<number>;
  onToggle: (entryId: number) => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Under 768 px: one card per entry, the action on top, its changes opening inside the card. */
export function AuditCards({ entries, openIds, onToggle }: AuditCardsProps) {
  return (
    <Stack gap="sm" role="list" aria-label={auditTexts.tableLabel}>
      {entries.map((entry) => {
        const open = openIds.has(entry.id);
        return (
          <Card key={entry.id} withBorder padding="sm" role="listitem">
            <Stack gap={4}>
              <Text fw={600} size="sm" title={entry.action} style={{ overflowWrap: 'anywhere' }}>
                {auditActionLabel(entry.action)}
              </Text>
              <Line label={auditColumnLabels.when}>
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </Line>
              <Line label={auditTexts.who}>{nameOrDash(entry.actor_username)}</Line>
              <Line label={auditColumnLabels.actingAs}>{nameOrDash(entry.acting_as_username)}</Line>
              <Line label={auditColumnLabels.record}>{recordLabel(entry)}</Line>
              {hasChanges(entry.before, entry.after) && (
                <Box pt={4}>
                  <ChangesToggle open={open} controls={changesId(entry.id)} onToggle={() => onToggle(entry.id)} />
                </Box>
              )}
              {open && (
                <Box id={changesId(entry.id)} pt={4}>
                  <AuditChangesView
                    before={entry.before}
                    after={entry.after}
                    label={changesToLabel(recordLabel(entry))}
                  />
                </Box>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
