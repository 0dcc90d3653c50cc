import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, messageTexts, withinShownTeams } from '@touchline/domain';
import { Link, useNavigate } from 'react-router';
import { useSendMessage } from '../../api/messages';
import { teamsApi } from '../../api/teams';
import { paths } from '../../paths';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { inboxTexts as texts } from './inbox-texts';
import { LoadState } from '../../ui/load-state';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { known, t } from '../../i18n/i18n';

interface Problems {
  audience?: string;
  subject?: string;
  body?: string;
}

/**
 * /inbox/new (coach or admin): a message to one or more teams' families, or to the whole club. The teams offered are
 * the coach's own (decision 127; every team for an admin, a choice for the head of coaching).
 */
export function InboxNewPage() {
  const teams = teamsApi.useList();
  const send = useSendMessage();
  const navigate = useNavigate();
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const [wholeClub, setWholeClub] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found: Problems = {
      ...(!wholeClub && teamIds.length === 0 && { audience: known(messageTexts.noAudience) }),
      ...(!subject.trim() && { subject: texts.subjectRequired }),
      ...(!body.trim() && { body: texts.messageRequired }),
    };
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      const sent = await send.mutateAsync({
        subject,
        body,
        team_ids: wholeClub ? [] : teamIds.map(Number),
        whole_club: wholeClub,
      });
      await navigate(paths.inboxMessage(sent.id));
    } catch (failure) {
      setError(known(errorText(failure, texts.sendFailed)));
    }
  }

  return (
    <Stack maw={720}>
      <Title order={1}>{texts.newTitle}</Title>
      <Text>{texts.newIntro}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ErrorBanner message={error} onClose={() => setError(null)} />
          <WithTeamScope kind="coach">
            {(scope) => (
              <LoadState query={teams} loading={texts.teamsLoading} failed={texts.teamsFailed}>
                {(list) => (
                  <Stack gap="xs">
                    <TeamScopeSwitch scope={scope} />
                    <Checkbox.Group
                      label={texts.teams}
                      value={wholeClub ? [] : teamIds}
                      onChange={setTeamIds}
                      error={problems.audience}
                    >
                      <Stack gap="xs" mt="xs">
                        {withinShownTeams(scope, list).map((team) => (
                          <Checkbox
                            key={team.team_id}
                            value={String(team.team_id)}
                            label={team.team_name}
                            disabled={wholeClub}
                          />
                        ))}
                      </Stack>
                    </Checkbox.Group>
                  </Stack>
                )}
              </LoadState>
            )}
          </WithTeamScope>
          <Checkbox
            label={texts.wholeClub}
            description={texts.wholeClubHint}
            checked={wholeClub}
            onChange={(event) => setWholeClub(event.currentTarget.checked)}
          />
          <TextInput
            label={texts.subject}
            required
            maxLength={MAX_MESSAGE_SUBJECT}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            error={problems.subject}
          />
          <Textarea
            label={texts.message}
            required
            autosize
            minRows={6}
            maxLength={MAX_MESSAGE_BODY}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={problems.body}
          />
          <Group>
            <Button type="submit" loading={send.isPending}>
              {texts.send}
            </Button>
            <Button component={Link} to={paths.inbox} variant="default">
              {t('Cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
