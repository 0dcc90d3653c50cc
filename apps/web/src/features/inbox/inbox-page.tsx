import { Badge, Button, Group, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { isCoachOrAdmin, type InboxItem, type SentMessage } from '@touchline/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useInbox, useSentMessages } from '../../api/messages';
import type { PagedList } from '../../api/paged-list';
import { ShowOlder } from '../../ui/show-older';
import { paths } from '../../paths';
import { useSession } from '../../session/session-context';
import { inboxTexts as texts, kindLabel, messageTime, senderOf } from './inbox-texts';
import { LoadState } from '../../ui/load-state';
import classes from './inbox.module.css';
import { known } from '../../i18n/i18n';

/** /inbox: the messages received, newest first, unread ones bold; for coaches and admins also those they sent. */
export function InboxPage() {
  const { user } = useSession();
  const sender = user !== null && isCoachOrAdmin(user);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        {sender && (
          <Button component={Link} to={paths.inboxNew}>
            {texts.newMessage}
          </Button>
        )}
      </Group>
      {sender ? (
        <Tabs defaultValue="received" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="received">{texts.received}</Tabs.Tab>
            <Tabs.Tab value="sent">{texts.sent}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="received" pt="md">
            <Received />
          </Tabs.Panel>
          <Tabs.Panel value="sent" pt="md">
            <Sent />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Received />
      )}
    </Stack>
  );
}

function Received() {
  return <Messages query={useInbox()} label={texts.received} empty={texts.empty} row={ReceivedRow} />;
}

function Sent() {
  return <Messages query={useSentMessages(true)} label={texts.sent} empty={texts.sentEmpty} row={SentRow} />;
}

interface MessagesProps<T extends { id: number }> {
  query: PagedList<T>;
  label: string;
  empty: string;
  row: (props: { item: T }) => ReactNode;
}

/** A list of messages, with its loading, failed and empty states. */
function Messages<T extends { id: number }>({ query, label, empty, row: Row }: MessagesProps<T>) {
  return (
    <LoadState query={query} loading={texts.loading} failed={texts.failed} empty={empty}>
      {(items) => (
        <Stack align="flex-start">
          <ul className={classes.list} aria-label={label}>
            {items.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </ul>
          <ShowOlder list={query} label={texts.showOlder} />
        </Stack>
      )}
    </LoadState>
  );
}

/** One row: the whole row is the link to the message, its subject its name. */
function MessageLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <li className={classes.row}>
      <UnstyledButton component={Link} to={paths.inboxMessage(id)} className={classes.link}>
        {children}
      </UnstyledButton>
    </li>
  );
}

function ReceivedRow({ item }: { item: InboxItem }) {
  return (
    <MessageLink id={item.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={item.read ? 400 : 700} className={classes.subject}>
          {item.subject}
        </Text>
        {!item.read && (
          <Badge color="blue" variant="filled" className={classes.badge}>
            {texts.unread}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {kindLabel(item.kind)} · {texts.from} {senderOf(item)} · {known(item.audience)} · {messageTime(item.created_at)}
      </Text>
    </MessageLink>
  );
}

function SentRow({ item }: { item: SentMessage }) {
  return (
    <MessageLink id={item.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={500} className={classes.subject}>
          {item.subject}
        </Text>
        <Badge color="gray" variant="light" className={classes.badge}>
          {texts.seenBy(item.seen, item.total)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {texts.to} {known(item.audience)} · {messageTime(item.created_at)}
      </Text>
    </MessageLink>
  );
}
