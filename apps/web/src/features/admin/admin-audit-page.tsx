import { useCallback, useState } from 'react';
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AuditFilters } from '../../api/audit';
import { AUDIT_PAGE_SIZE, emptyAuditFilters, useAuditLog } from '../../api/audit';
import { t } from '../../i18n/i18n';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { useIsMobile } from '../../ui/use-is-mobile';
import { AuditCards } from './audit/audit-cards';
import { AuditFiltersForm } from './audit/audit-filters';
import { AuditTable } from './audit/audit-table';
import { auditTexts, showingEntries } from './audit/audit-texts';

/** A pagination arrow's name: 'next page', 'previous page', … */
const pageControlLabel = (control: string) =>
  t(
    '{control, select, first {first page} previous {previous page} next {next page} last {last page} ' +
      'other {{control} page}}',
    { control },
  );

/** Typing in Who or Action waits this long before the list reloads. */
const TYPING_PAUSE_MS = 300;

/**
 * /admin/audit (admin): the audit log, newest first, 50 a page. Filters by who, entity, action and date; each entry's
 * changes open as a field-by-field diff, or as the before and after JSON.
 */
export function AdminAuditPage() {
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [page, setPage] = useState(1);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [debounced] = useDebouncedValue(filters, TYPING_PAUSE_MS);
  const log = useAuditLog(debounced, page);

  const changeFilters = useCallback((next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const toggle = useCallback((entryId: number) => {
    setOpenIds((open) => {
      const next = new Set(open);
      if (!next.delete(entryId)) next.add(entryId);
      return next;
    });
  }, []);

  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  const first = (page - 1) * AUDIT_PAGE_SIZE + 1;

  let body;
  if (log.isPending) body = <LoadingText text={auditTexts.loading} />;
  else if (!data) body = null;
  else if (data.entries.length === 0) {
    body = (
      <Text c="dimmed" py="md">
        {auditTexts.empty}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isFetching}>
        {isMobile ? (
          <AuditCards entries={data.entries} openIds={openIds} onToggle={toggle} />
        ) : (
          <AuditTable entries={data.entries} openIds={openIds} onToggle={toggle} />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" role="status">
            {showingEntries(first, first + data.entries.length - 1, data.total)}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              size="sm"
              siblings={isMobile ? 0 : 1}
              getControlProps={(control) => ({ 'aria-label': pageControlLabel(control) })}
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{auditTexts.heading}</Title>
      <AuditFiltersForm filters={filters} onChange={changeFilters} onClear={() => changeFilters(emptyAuditFilters)} />
      <ErrorBanner message={log.isError ? auditTexts.failed : null} />
      {body}
    </Stack>
  );
}
