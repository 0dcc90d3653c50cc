import { useMemo, useState } from 'react';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { importFields, type ImportKind } from '@touchline/domain';
import type { ImportPreview, ImportRow } from '../../api/import';
import { known } from '../../i18n/i18n';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { EntityList } from '../../ui/entity-list/entity-list';
import { actionLabels, importTexts, rowLabel, totalsText } from './import-texts';

const actionColours = { create: 'green', update: 'blue', unchanged: 'gray' } as const;
/** Dates and times stay on one line in the table. */
const ONE_LINE = new Set(['date_of_birth', 'date', 'kick_off', 'meet_time']);

function ActionBadge({ row }: { row: ImportRow }) {
  return (
    <Badge
      color={row.action === null ? 'red' : actionColours[row.action]}
      variant="light"
      style={{ minWidth: 'max-content' }}
    >
      {row.action === null ? importTexts.error : actionLabels[row.action]}
    </Badge>
  );
}

/** A row's errors (in red) or, for an update, what changes. */
function RowDetails({ row }: { row: ImportRow }) {
  if (row.errors.length === 0 && row.changes.length === 0) return null;
  return (
    <Stack gap={2}>
      {row.errors.map((error) => (
        <Text key={error} size="sm" c="red.9">
          {known(error)}
        </Text>
      ))}
      {row.changes.map((change) => (
        <Text key={change} size="sm">
          {known(change)}
        </Text>
      ))}
    </Stack>
  );
}

const shown = (value: ImportRow['values'][string] | undefined) => (value === null || value === undefined ? '—' : value);

function columnsOf(kind: ImportKind): EntityColumn<ImportRow>[] {
  return [
    { key: 'row', header: importTexts.row, render: (r) => r.row },
    { key: 'action', header: importTexts.action, render: (r) => <ActionBadge row={r} /> },
    ...importFields[kind].map((f) => ({
      key: f.key,
      header: known(f.label),
      render: (r: ImportRow) =>
        ONE_LINE.has(f.key) ? (
          <span style={{ whiteSpace: 'nowrap' }}>{shown(r.values[f.key])}</span>
        ) : (
          shown(r.values[f.key])
        ),
    })),
    { key: 'details', header: importTexts.details, render: (r) => <RowDetails row={r} /> },
  ];
}

/** Under 768 px: a card a row, its number and action on top, then its values and what is wrong or changes. */
function RowCard({ row, kind }: { row: ImportRow; kind: ImportKind }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{rowLabel(row.row)}</Text>
        <ActionBadge row={row} />
      </Group>
      {importFields[kind].map((f) => (
        <Group key={f.key} gap="xs" wrap="nowrap" align="baseline">
          <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
            {known(f.label)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {shown(row.values[f.key])}
          </Text>
        </Group>
      ))}
      <RowDetails row={row} />
    </Stack>
  );
}

/** The preview: each row with its action, values and errors or changes, then the totals. */
export function ImportRows({ preview }: { preview: ImportPreview }) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { kind, totals } = preview;
  const columns = useMemo(() => columnsOf(kind), [kind]);
  const rows = onlyErrors && totals.errors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;
  return (
    <Stack gap="sm">
      {totals.errors > 0 && (
        <Checkbox
          label={importTexts.onlyErrors}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
        />
      )}
      <EntityList
        items={rows}
        getKey={(r) => r.row}
        columns={columns}
        noun={importTexts.rows}
        label={importTexts.previewTable}
        emptyText={{ none: importTexts.noRows }}
        renderCard={(r) => <RowCard row={r} kind={kind} />}
        footer={() => (
          <Text size="sm" role="status">
            {totalsText(totals)}
          </Text>
        )}
      />
    </Stack>
  );
}
