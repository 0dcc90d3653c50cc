import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { fixtureAnswers, hhmm, type FixtureAnswer, type LinkAnswer } from '@touchline/domain';
import { answerByLink } from '../../api/fixture-answers';
import { HttpError } from '../../api/http-error';
import { withLinkToken } from '../../browser/link-token';
import { paths } from '../../paths';
import { AuthFrame } from '../../ui/auth-frame';
import { errorText } from '../../ui/crud/error-text';
import { deadlineText, longDay } from '../../ui/dates/fixture-dates';
import { ClosedAnswer } from './closed-answer';
import { respondTexts as texts } from './respond-texts';
import { known, t } from '../../i18n/i18n';

const isAnswer = (value: string | undefined): value is FixtureAnswer => fixtureAnswers.includes(value as FixtureAnswer);

const buttonLabels: Record<FixtureAnswer, string> = {
  get available() {
    return t('Available');
  },
  get maybe() {
    return t('Maybe');
  },
  get not_available() {
    return t('Not available');
  },
};

function FixtureLine({ answer }: { answer: LinkAnswer }) {
  const f = answer.fixture;
  return (
    <Text size="sm" c="dimmed">
      {t('{team} v {opponent}, {day}, kick-off {time}', {
        team: f.team_name,
        opponent: f.opponent,
        day: longDay(f.match_date),
        time: hhmm(f.kick_off_time),
      })}
    </Text>
  );
}

/**
 * /respond/{answer}#token: an email's one-click answer (decision 106). The answer is recorded by this page, not by
 * opening the address (mail scanners that open links record nothing); then it can be changed and a note added.
 * /respond#token asks first.
 */
function RespondPageFor({ token }: { token: string }) {
  const { answer: fromLink } = useParams();
  const first = useQuery({
    queryKey: ['respond', token, fromLink],
    queryFn: async () => {
      if (!isAnswer(fromLink)) return answerByLink({ token });
      try {
        return await answerByLink({ token, status: fromLink });
      } catch (error) {
        // Closed, or called off, since the email went out: show what stands and whom to ask, not only the refusal
        // (#28 item 10). A link that does not work at all fails the read too, and says why.
        if (error instanceof HttpError && (error.status === 403 || error.status === 409))
          return answerByLink({ token });
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
  const [latest, setLatest] = useState<LinkAnswer | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [noteSaved, setNoteSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: { status: FixtureAnswer; note?: string | null }) => answerByLink({ token, ...body }),
    onSuccess: (saved) => setLatest(saved),
  });

  if (first.isPending) {
    return (
      <AuthFrame title={texts.title}>
        <Group justify="center" role="status">
          <Loader size="sm" />
          <Text>{texts.recording}</Text>
        </Group>
      </AuthFrame>
    );
  }
  if (first.isError) {
    return (
      <AuthFrame title={texts.title}>
        <Stack>
          <Alert color="red" variant="light" role="alert" title={texts.problemTitle}>
            {known(errorText(first.error, texts.failed))}
          </Alert>
          <Anchor component={Link} to={paths.home}>
            {texts.goToTouchline}
          </Anchor>
        </Stack>
      </AuthFrame>
    );
  }
  const current = latest ?? first.data;
  const status = current.answer;
  if (!current.fixture.open) {
    return (
      <AuthFrame title={texts.title}>
        <Stack>
          <FixtureLine answer={current} />
          <ClosedAnswer answer={current} />
        </Stack>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={texts.title}>
      <Stack>
        <FixtureLine answer={current} />
        {status ? (
          <Alert color="green" variant="light" role="status">
            {texts.recorded(current.player_name, status)}
          </Alert>
        ) : (
          <Text fw={600}>{texts.ask(current.player_name)}</Text>
        )}
        <Text size="sm">{texts.closes(deadlineText(current.fixture.deadline))}</Text>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {known(errorText(save.error, texts.failed))}
          </Alert>
        )}
        <SimpleGrid
          cols={1}
          spacing="xs"
          role="group"
          aria-label={status ? texts.change : texts.ask(current.player_name)}
        >
          {fixtureAnswers.map((a) => (
            <Button
              key={a}
              variant={status === a ? 'filled' : 'default'}
              aria-pressed={status === a}
              disabled={save.isPending}
              onClick={() => save.mutate({ status: a, note: note ?? current.note })}
            >
              {buttonLabels[a]}
            </Button>
          ))}
        </SimpleGrid>
        {status && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setNoteSaved(false);
              save.mutate({ status, note: note ?? current.note }, { onSuccess: () => setNoteSaved(true) });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={texts.noteLabel}
                value={note ?? current.note ?? ''}
                onChange={(event) => setNote(event.currentTarget.value)}
                maxLength={2000}
                autosize
                minRows={2}
              />
              <Group justify="space-between">
                <Button type="submit" variant="light" loading={save.isPending}>
                  {texts.saveNote}
                </Button>
                {noteSaved && (
                  <Text size="sm" c="teal.9" role="status">
                    {texts.noteSaved}
                  </Text>
                )}
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthFrame>
  );
}

export const RespondPage = withLinkToken(RespondPageFor);
