import { Button, Grid, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { AuditFilters } from '../../../api/audit';
import { t } from '../../../i18n/i18n';
import { auditEntities, auditTexts } from './audit-texts';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  onClear: () => void;
}

/** Who, Entity, Action, From and To, and 'Clear filters' while any is set. The list follows as you type. */
export function AuditFiltersForm({ filters, onChange, onClear }: AuditFiltersFormProps) {
  const set = (key: keyof AuditFilters) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...filters, [key]: event.currentTarget.value });
  const anySet = Object.values(filters).some((value) => value.trim() !== '');
  return (
    <Stack
      gap="xs"
      component="form"
      role="search"
      aria-label={auditTexts.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* Phones: Who on its own line, the other four two by two; wide screens: one row. */}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TextInput label={auditTexts.who} placeholder={t('Username')} value={filters.actor} onChange={set('actor')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NativeSelect
            label={auditTexts.entity}
            value={filters.entity}
            onChange={set('entity')}
            data={[
              { value: '', label: auditTexts.anyEntity },
              ...auditEntities.map((entity) => ({ value: entity, label: entity })),
            ]}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label={auditTexts.action}
            placeholder={t('e.g. impersonation')}
            value={filters.action}
            onChange={set('action')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            label={auditTexts.from}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={set('from')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            label={auditTexts.to}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={set('to')}
          />
        </Grid.Col>
      </Grid>
      {anySet && (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {auditTexts.clearFilters}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
