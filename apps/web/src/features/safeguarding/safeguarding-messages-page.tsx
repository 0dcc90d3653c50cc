import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { messageKindLabels, type ClubMessageRow } from '@touchline/domain';
import { Link } from 'react-router';
import { useClubMessages } from '../../api/safeguarding';
import { known } from '../../i18n/i18n';
import { paths } from '../../paths';
import { ScrollTable } from '../../ui/scroll-table';
import { useIsMobile } from '../../ui/use-is-mobile';
import { LoadMore } from './load-more';
import { LoadState } from '../../ui/load-state';
import { instantText, safeguardingTexts as texts } from './safeguarding-texts';

/**
 * /safeguarding/messages (the welfare officer and admins; #31, decision 130): every club message, newest first, with
 * its sender, audience, date and how many opened it; each opens to its recipients. Each read is on the audit log.
 */
export function SafeguardingMessagesPage() {
  const messages = useClubMessages();
  const isMobile = useIsMobile();
  return (
    <Stack>
      <Title order={1}>{texts.messagesTitle}</Title>
      <Text>{texts.messagesIntro}</Text>
      <LoadState query={messages} loading={texts.messagesLoading} failed={texts.messagesFailed}>
        {(data) => {
          const rows = data.pages.flatMap((page) => page.messages);
          if (rows.length === 0) return <Text c="dimmed">{texts.messagesEmpty}</Text>;
          return (
            <Stack>
              {isMobile ? <MessageCards rows={rows} /> : <MessageTable rows={rows} />}
              <LoadMore
                hasMore={messages.hasNextPage}
                loading={messages.isFetchingNextPage}
                failed={messages.isFetchNextPageError}
                onLoadMore={() => void messages.fetchNextPage()}
              />
            </Stack>
          );
        }}
      </LoadState>
    </Stack>
  );
}

const senderOf = (row: ClubMessageRow) => row.sender_name ?? texts.clubNotice;

function SubjectLink({ row }: { row: ClubMessageRow }) {
  return (
    <Anchor component={Link} to={paths.safeguardingMessage(row.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {row.subject}
    </Anchor>
  );
}

function MessageTable({ rows }: { rows: ClubMessageRow[] }) {
  return (
    <ScrollTable minWidth={760} label={texts.messagesLabel}>
      <Table striped withTableBorder aria-label={texts.messagesLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.subject}</Table.Th>
            <Table.Th>{texts.from}</Table.Th>
            <Table.Th>{texts.to}</Table.Th>
            <Table.Th>{texts.sent}</Table.Th>
            <Table.Th>{texts.read}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Stack gap={2}>
                  <SubjectLink row={row} />
                  {row.kind !== 'message' && (
                    <Badge variant="light" w="fit-content">
                      {known(messageKindLabels[row.kind])}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{senderOf(row)}</Table.Td>
              <Table.Td>{known(row.audience)}</Table.Td>
              <Table.Td>{instantText(row.created_at)}</Table.Td>
              <Table.Td>{texts.readOf(row.read, row.recipients)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function MessageCards({ rows }: { rows: ClubMessageRow[] }) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" component="article" aria-label={row.subject}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <SubjectLink row={row} />
            {row.kind !== 'message' && <Badge variant="light">{known(messageKindLabels[row.kind])}</Badge>}
          </Group>
          <Text size="sm">
            {texts.from} {senderOf(row)} · {texts.to} {known(row.audience)}
          </Text>
          <Text size="sm" c="dimmed">
            {instantText(row.created_at)} · {texts.read} {texts.readOf(row.read, row.recipients)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
