import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  fixtureAnswerLabels,
  fixtureAnswers,
  type FixtureAnswer,
  type FixtureAnswersView,
  isFixtureOn,
} from '@touchline/domain';
import { useAnswerFixture } from '../../../api/fixture-answers';
import { errorText } from '../../../ui/crud/error-text';
import { answeredText, answerTexts, groups, remindedText } from './answer-texts';
import { known, t } from '../../../i18n/i18n';

const options = () => fixtureAnswers.map((a) => ({ value: a, label: known(fixtureAnswerLabels[a]) }));

/** The four counts: Available / Maybe / Not available / No answer. */
export function AnswerCountTiles({ counts }: { counts: FixtureAnswersView['counts'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {groups.map((g) => (
        <Paper key={g.key} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {g.title}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700}>
            {counts[g.key]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The names under each answer, with the note, how it was given, who was emailed when, and the coach's change. */
export function AnswerGroups({ view }: { view: FixtureAnswersView }) {
  const save = useAnswerFixture();
  const changeable = isFixtureOn(view.fixture);
  return (
    <Stack gap="md">
      {save.isError && (
        <Text c="red.9" role="alert">
          {known(errorText(save.error, answerTexts.saveFailed))}
        </Text>
      )}
      {groups.map((g) => {
        const players = view.players.filter((p) => (p.answer ?? 'no_answer') === g.key);
        return (
          <Paper key={g.key} withBorder p="md" radius="md" component="section" aria-label={g.title}>
            <Title order={2} size="h4" mb="xs">
              {g.title} ({players.length})
            </Title>
            {players.length === 0 ? (
              <Text c="dimmed" size="sm">
                {answerTexts.nobody}
              </Text>
            ) : (
              <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {players.map((p) => (
                  <li key={p.player_id}>
                    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                      <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                        <Text fw={600}>{p.player_name}</Text>
                        {p.note && (
                          <Text size="sm" fs="italic">
                            “{p.note}”
                          </Text>
                        )}
                        {answeredText(p) && (
                          <Text size="xs" c="dimmed">
                            {t('Answered {how}', { how: answeredText(p) })}
                          </Text>
                        )}
                        {remindedText(p) && (
                          <Text size="xs" c="dimmed">
                            {remindedText(p)}
                          </Text>
                        )}
                      </div>
                      {changeable && (
                        <Select
                          size="xs"
                          w={150}
                          aria-label={answerTexts.answerFor(p.player_name)}
                          placeholder={t('Set answer')}
                          data={options()}
                          value={p.answer}
                          allowDeselect={false}
                          disabled={save.isPending}
                          onChange={(value) =>
                            value &&
                            save.mutate({
                              matchId: view.fixture.match_id,
                              playerId: p.player_id,
                              body: { status: value as FixtureAnswer, note: p.note },
                            })
                          }
                        />
                      )}
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
