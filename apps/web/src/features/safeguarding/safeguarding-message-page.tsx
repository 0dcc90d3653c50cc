import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { messageKindLabels, type ClubMessageDetail } from '@touchline/domain';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/http';
import { useClubMessage } from '../../api/safeguarding';
import { known } from '../../i18n/i18n';
import { paths } from '../../paths';
import { LinkedText } from '../../ui/linked-text';
import { ScrollTable } from '../../ui/scroll-table';
import { LoadState } from '../../ui/load-state';
import { instantText, safeguardingTexts as texts } from './safeguarding-texts';

/**
 * /safeguarding/messages/:id (the welfare officer and admins; #31, decision 130): one club message as sent, and each
 * recipient with whether and when they opened it. Named for what it shows, like /inbox/:id. The read is on record.
 */
export function SafeguardingMessagePage() {
  const id = Number(useParams().id);
  const message = useClubMessage(id);
  const missing = message.error instanceof HttpError && [400, 404].includes(message.error.status);
  return (
    <Stack>
      <Anchor component={Link} to={paths.safeguardingMessages}>
        {texts.back}
      </Anchor>
      {missing ? (
        <Stack gap="xs">
          <Title order={1}>{texts.notFoundTitle}</Title>
          <Text>{texts.notFound}</Text>
        </Stack>
      ) : (
        <LoadState query={message} loading={texts.messageLoading} failed={texts.messageFailed}>
          {(m) => <Message message={m} />}
        </LoadState>
      )}
    </Stack>
  );
}

function Message({ message }: { message: ClubMessageDetail }) {
  return (
    <Stack>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{known(messageKindLabels[message.kind])}</Badge>
          <Text size="sm" c="dimmed">
            {instantText(message.created_at)}
          </Text>
        </Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Title>
        <Text size="sm">
          {texts.from} {message.sender_name ?? texts.clubNotice} · {texts.to} {known(message.audience)}
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkedText text={message.body} />
        </Text>
      </Paper>
      <Stack component="section" aria-labelledby="recipients-title" gap="xs">
        <Title order={2} id="recipients-title">
          {texts.recipientsTitle(message.recipient_list.length)}
        </Title>
        <Text size="sm">
          {texts.read} {texts.readOf(message.read, message.recipients)}
        </Text>
        {message.recipient_list.length === 0 ? (
          <Text c="dimmed">{texts.recipientsEmpty}</Text>
        ) : (
          <ScrollTable minWidth={320} label={texts.recipientsLabel}>
            <Table striped withTableBorder aria-label={texts.recipientsLabel}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.name}</Table.Th>
                  <Table.Th>{texts.read}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {message.recipient_list.map((r) => (
                  <Table.Tr key={r.user_id}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.read_at ? texts.readAt(instantText(r.read_at)) : texts.notRead}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Stack>
  );
}
