import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Button, Card, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useIsMobile } from '../use-is-mobile';
import { ScrollTable } from '../scroll-table';
import { t } from '../../i18n/i18n';

export interface EntityColumn<T> {
  key: string;
  header: string;
  render: (item: T) => ReactNode;
}

export interface EntityListProps<T> {
  /**
   * The records; `undefined` when they could not be read. Then the list shows nothing at all (the screen's banner says
   * what failed): no empty text and no 'Showing 0 of 0', which would read as if the club's data were gone.
   */
  items: readonly T[] | undefined;
  getKey: (item: T) => string | number;
  columns: EntityColumn<T>[];
  /** Plural noun of the footer: 'Showing X of Y {noun}'. */
  noun: string;
  /** Accessible name of the table, e.g. 'Teams'. */
  label: string;
  search?: { placeholder: string; matches: (item: T, query: string) => boolean };
  /** `none` when there is nothing at all; `noMatch` when the search hides everything. */
  emptyText: { none: string; noMatch?: string };
  /** A row's Edit/Delete buttons: the Actions column on wide screens, the card's footer on narrow ones. */
  renderActions?: (item: T) => ReactNode;
  /** The card shown under 768 px; defaults to the columns as label/value lines. */
  renderCard?: (item: T) => ReactNode;
  /** The inline editor that replaces an item's row or card while it is edited, or null. */
  renderEditor?: (item: T) => ReactNode | null;
  /** Rows per page; long lists are paged so 2,000 rows stay quick. */
  pageSize?: number;
  /** Shown under the list when no footer is wanted, e.g. a total count. */
  footer?: (shown: number, total: number) => ReactNode;
}

/**
 * The shared list of the admin screens: search box, table on wide screens and cards on narrow ones,
 * one inline editor at a time, 'Showing X of Y …' with Clear filters, empty texts and paging.
 */
export function EntityList<T>(props: EntityListProps<T>) {
  if (props.items === undefined) return null;
  return <LoadedList {...props} items={props.items} />;
}

function LoadedList<T>(props: EntityListProps<T> & { items: readonly T[] }) {
  const {
    items,
    getKey,
    columns,
    noun,
    label,
    search,
    emptyText,
    renderActions,
    renderCard,
    renderEditor,
    pageSize = 50,
    footer,
  } = props;
  const isMobile = useIsMobile();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const trimmed = query.trim().toLowerCase();
  const filtered = useMemo(
    () => (search && trimmed ? items.filter((item) => search.matches(item, trimmed)) : items),
    [items, search, trimmed],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);
  const allColumns = renderActions
    ? [...columns, { key: '__actions', header: t('Actions'), render: renderActions }]
    : columns;

  const empty = filtered.length === 0 ? (trimmed && emptyText.noMatch ? emptyText.noMatch : emptyText.none) : null;

  return (
    <Stack gap="sm">
      {search && (
        <TextInput
          aria-label={search.placeholder}
          placeholder={search.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
        />
      )}
      {empty ? (
        <Text c="dimmed" py="md">
          {empty}
        </Text>
      ) : isMobile ? (
        <Stack gap="sm" aria-label={label} role="list">
          {visible.map((item) => (
            <Card key={getKey(item)} withBorder padding="sm" role="listitem">
              {renderEditor?.(item) ?? (
                <Stack gap={6}>
                  {renderCard ? renderCard(item) : <DefaultCard item={item} columns={columns} />}
                  {renderActions && <Group gap="xs">{renderActions(item)}</Group>}
                </Stack>
              )}
            </Card>
          ))}
        </Stack>
      ) : (
        <ScrollTable minWidth={600} label={label}>
          <Table striped highlightOnHover aria-label={label} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {allColumns.map((c) => (
                  <Table.Th key={c.key}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((item) => {
                const editor = renderEditor?.(item);
                return (
                  <Table.Tr key={getKey(item)}>
                    {editor ? (
                      <Table.Td colSpan={allColumns.length}>{editor}</Table.Td>
                    ) : (
                      allColumns.map((c) => <Table.Td key={c.key}>{c.render(item)}</Table.Td>)
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': pageControlLabel(control) })}
        />
      )}
      <Group justify="space-between">
        {footer ? (
          footer(filtered.length, items.length)
        ) : (
          <Text size="sm" c="dimmed">
            {t('Showing {shown} of {total} {noun}', {
              shown: String(filtered.length),
              total: String(items.length),
              noun,
            })}
          </Text>
        )}
        {search && trimmed && (
          <Button variant="subtle" size="compact-sm" onClick={() => setQuery('')}>
            {t('Clear filters')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The name of a pager's first / previous / next / last button. */
function pageControlLabel(control: 'first' | 'previous' | 'next' | 'last'): string {
  switch (control) {
    case 'first':
      return t('first page');
    case 'previous':
      return t('previous page');
    case 'next':
      return t('next page');
    case 'last':
      return t('last page');
  }
}

function DefaultCard<T>({ item, columns }: { item: T; columns: EntityColumn<T>[] }) {
  return (
    <>
      {columns.map((c) => (
        <Group key={c.key} gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {c.header}:
          </Text>
          <Text size="sm">{c.render(item)}</Text>
        </Group>
      ))}
    </>
  );
}
