import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MessageView, SeenBy } from '@touchline/domain';
import { Link, useParams } from 'react-router';
import { HttpError } from '../../api/http';
import { useMessage, useSeenBy } from '../../api/messages';
import { paths } from '../../paths';
import { LinkedText } from '../../ui/linked-text';
import { inboxTexts as texts, kindLabel, messageTime, senderOf } from './inbox-texts';
import { LoadState } from '../../ui/load-state';
import classes from './inbox.module.css';
import { known } from '../../i18n/i18n';

/** /inbox/:id: one message (opening it marks it read); its sender also sees who has seen it and who has not. */
export function InboxMessagePage() {
  const id = Number(useParams().id);
  const message = useMessage(id);
  // Someone else's message, or none: the server says 404 (400 for an id that is not one). That is an answer, not a
  // failure to retry (#28, Running it).
  const missing = message.error instanceof HttpError && [400, 404].includes(message.error.status);
  return (
    <Stack>
      <Anchor component={Link} to={paths.inbox}>
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

function Message({ message }: { message: MessageView }) {
  return (
    <Stack>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{kindLabel(message.kind)}</Badge>
          <Text size="sm" c="dimmed">
            {messageTime(message.created_at)}
          </Text>
        </Group>
        <Title order={1} className={classes.subject}>
          {message.subject}
        </Title>
        <Text size="sm">
          {texts.from} {senderOf(message)} · {texts.to} {known(message.audience)}
        </Text>
      </Stack>
      <Paper withBorder p="md">
        <Text className={classes.body}>
          <LinkedText text={message.body} />
        </Text>
      </Paper>
      {message.sent_by_me && <Seen id={message.id} />}
    </Stack>
  );
}

function Seen({ id }: { id: number }) {
  const seen = useSeenBy(id, true);
  return (
    <LoadState query={seen} loading={texts.seenLoading} failed={texts.seenFailed}>
      {(s) => <SeenLists seen={s} />}
    </LoadState>
  );
}

function SeenLists({ seen }: { seen: SeenBy }) {
  return (
    <Stack component="section" aria-labelledby="seen-by">
      <Title order={2} id="seen-by">
        {texts.seenBy(seen.seen.length, seen.total)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <People
          title={texts.seenHeading}
          none={texts.nobody}
          people={seen.seen.map((p) => ({ ...p, when: messageTime(p.read_at) }))}
        />
        <People title={texts.notSeenHeading} none={texts.everyone} people={seen.not_seen} />
      </SimpleGrid>
    </Stack>
  );
}

/** One of the 'Seen' and 'Not seen yet' lists: names, with when they opened it. */
function People(props: { title: string; none: string; people: { user_id: number; name: string; when?: string }[] }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{props.title}</Title>
      {props.people.length === 0 ? (
        <Text c="dimmed">{props.none}</Text>
      ) : (
        <List aria-label={props.title}>
          {props.people.map((p) => (
            <List.Item key={p.user_id}>
              {p.name}
              {p.when && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  {p.when}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
