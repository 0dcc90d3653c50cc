import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { SensitiveRead } from '@touchline/domain';
import { useSensitiveReads } from '../../api/safeguarding';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { LoadMore } from './load-more';
import { LoadState } from '../../ui/load-state';
import { instantText, readAction, readSubject, safeguardingTexts as texts } from './safeguarding-texts';

/**
 * /safeguarding/reads (the welfare officer and admins; #31, decision 130): the reads of sensitive data on the audit
 * log, newest first: who read whose record, and when. Reading it is on the log too.
 */
export function SafeguardingReadsPage() {
  const reads = useSensitiveReads();
  const isMobile = useIsMobile();
  return (
    <Stack>
      <Title order={1}>{texts.readsTitle}</Title>
      <Text>{texts.readsIntro}</Text>
      <LoadState query={reads} loading={texts.readsLoading} failed={texts.readsFailed}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.reads);
          if (rows.length === 0) return <Text c="dimmed">{texts.readsEmpty}</Text>;
          return (
            <Stack>
              {isMobile ? <ReadCards rows={rows} /> : <ReadTable rows={rows} />}
              <LoadMore
                hasMore={reads.hasNextPage}
                loading={reads.isFetchingNextPage}
                failed={reads.isFetchNextPageError}
                onLoadMore={() => void reads.fetchNextPage()}
              />
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}

/** 'welfare', or 'admin as parent-a' while an admin acted as someone. */
function whoText(read: SensitiveRead): string {
  const who = read.actor_username ?? texts.nobody;
  return read.acting_as_username ? `${who} ${texts.actingAs(read.acting_as_username)}` : who;
}

function ReadTable({ rows }: { rows: SensitiveRead[] }) {
  return (
    <ScrollTable minWidth={760} label={texts.readsLabel}>
      <Table striped withTableBorder aria-label={texts.readsLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.when}</Table.Th>
            <Table.Th>{texts.who}</Table.Th>
            <Table.Th>{texts.what}</Table.Th>
            <Table.Th>{texts.whose}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((read) => (
            <Table.Tr key={read.id}>
              <Table.Td>{instantText(read.at)}</Table.Td>
              <Table.Td>{whoText(read)}</Table.Td>
              <Table.Td>{readAction(read)}</Table.Td>
              <Table.Td>{readSubject(read)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function ReadCards({ rows }: { rows: SensitiveRead[] }) {
  return (
    <Stack gap="sm">
      {rows.map((read) => (
        <Card
          key={read.id}
          withBorder
          padding="sm"
          component="article"
          aria-label={`${whoText(read)}, ${readSubject(read)}`}
        >
          <Text fw={600}>
            {whoText(read)}
            {readSubject(read) === texts.nobody ? '' : ` · ${readSubject(read)}`}
          </Text>
          <Text size="sm">{readAction(read)}</Text>
          <Text size="sm" c="dimmed">
            {instantText(read.at)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
