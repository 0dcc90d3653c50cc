import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, type Query } from '@tanstack/react-query';
import { liveLinkMessages, type LiveMatchView } from '@touchline/domain';
import { HttpError } from '../../api/http';
import { watchLiveLink } from '../../api/live-links';
import { withLinkToken } from '../../browser/link-token';
import { AuthFrame } from '../../ui/auth-frame';
import { deadlineText, longDay } from '../../ui/dates/fixture-dates';
import { Scoreboard } from '../../widgets/match/scoreboard';
import { TimelineList } from '../../widgets/match/timeline-list';
import { useNow } from '../../widgets/match/use-now';
import { watchTexts as texts } from './watch-texts';
import { known } from '../../i18n/i18n';

const POLL_MS = 10_000;

/** The link no longer works: unknown (404), revoked or expired (410). Asking again changes nothing. */
function isGone(error: unknown): error is HttpError {
  return error instanceof HttpError && (error.status === 404 || error.status === 410);
}

const expired = (view: LiveMatchView | undefined, now: number) =>
  view !== undefined && now >= Date.parse(view.expires_at);

/** Polls every 10 s until the link stops working (refused, or past its end on this device's clock). */
function pollInterval(query: Query<LiveMatchView, Error>): number | false {
  return isGone(query.state.error) || expired(query.state.data, Date.now()) ? false : POLL_MS;
}

function Gone({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={texts.goneTitle}>
      {message}
    </Alert>
  );
}

/**
 * /watch#token: a match's read-only live link for relatives, without signing in (decision 111): the score (none in
 * youth mode) and the events with first names only, read again every 10 seconds until the link expires or is revoked.
 * The token stays after '#' (never sent in a URL) and goes to the server in a POST body.
 */
function WatchPageFor({ token }: { token: string }) {
  const now = useNow(POLL_MS);
  const view = useQuery({
    queryKey: ['watch', token],
    queryFn: ({ signal }) => watchLiveLink(token, signal),
    enabled: token !== '',
    retry: false,
    refetchInterval: pollInterval,
  });

  let content;
  if (token === '') {
    content = <Gone message={known(liveLinkMessages.invalid)} />;
  } else if (isGone(view.error)) {
    content = <Gone message={known(view.error.message)} />;
  } else if (expired(view.data, now.getTime())) {
    content = <Gone message={known(liveLinkMessages.gone)} />;
  } else if (view.isPending) {
    content = (
      <Group justify="center" role="status">
        <Loader size="sm" />
        <Text>{texts.loading}</Text>
      </Group>
    );
  } else {
    const data = view.data;
    content = (
      <Stack gap="md">
        {view.isError && (
          <Alert color="orange" variant="light" role="alert">
            {data ? texts.offline : texts.offlineNothing}
          </Alert>
        )}
        {data && (
          <>
            <Text ta="center" size="sm">
              {texts.kickOff(longDay(data.match.match_date), data.match.kick_off_time, data.match.home_or_away)}
            </Text>
            <Scoreboard
              match={data.match}
              events={data.events}
              score={data.score ?? undefined}
              error={false}
              lastUpdated={view.dataUpdatedAt || null}
              scoreHidden={data.youth_mode}
            />
            {data.youth_mode && <Text size="sm">{texts.youthMode}</Text>}
            <Stack gap="xs">
              <Title order={2} size="h4">
                {texts.matchEvents}
              </Title>
              <Text size="xs" c="dimmed">
                {texts.firstNames}
              </Text>
              <TimelineList
                events={data.events}
                loading={false}
                refreshing={false}
                error={null}
                label={texts.matchEvents}
              />
            </Stack>
            <Text size="xs" c="dimmed">
              {texts.refreshes(deadlineText(data.expires_at))}
            </Text>
          </>
        )}
      </Stack>
    );
  }
  return (
    <AuthFrame title={texts.title} width={560}>
      {content}
    </AuthFrame>
  );
}

export const WatchPage = withLinkToken(WatchPageFor);
