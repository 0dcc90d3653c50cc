import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RolloverBody, RolloverPlan, RolloverStart } from '@touchline/domain';
import { useState } from 'react';
import { useApplyRollover, usePreviewRollover, useRolloverStart } from '../../api/rollover';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { RolloverPreview } from './rollover/rollover-preview';
import { rolloverTexts as texts } from './rollover/rollover-texts';
import type { Choice } from './rollover/team-choice';
import { TeamChoice } from './rollover/team-choice';

/**
 * /admin/seasons/rollover (admins; #34, decision 134): the season's turn in one guided flow: the new season, each team
 * in its next age group, who leaves; the preview of every change; then everything at once.
 */
export function AdminSeasonsRolloverPage() {
  const start = useRolloverStart();
  // Kept here: once the season has started, the flow below starts again from the club as it now is.
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack maw={1100}>
      <Title order={1}>{texts.title}</Title>
      <Text>{texts.intro}</Text>
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <LoadState query={start} loading={texts.loading} failed={texts.failed}>
        {(data) => <RolloverFlow key={data.current?.season_id ?? 0} start={data} onDone={setDone} />}
      </LoadState>
    </Stack>
  );
}

function RolloverFlow({ start, onDone }: { start: RolloverStart; onDone: (message: string) => void }) {
  const [season, setSeason] = useState(start.season);
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(
      start.teams.map((team) => [team.team_id, { team_name: team.next_name, age_group: team.next_age_group }]),
    ),
  );
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(new Set());
  const [plan, setPlan] = useState<RolloverPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = usePreviewRollover();
  const apply = useApplyRollover();

  const body = (): RolloverBody => ({
    season,
    teams: start.teams.map((team) => ({ team_id: team.team_id, ...(choices[team.team_id] ?? team) })),
    leaving: [...leaving],
  });
  // Any change after the preview asks for a new one: what starts is what was previewed.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setPlan(null);
      set(value);
    };

  const onPreview = async () => {
    setFailure(null);
    try {
      setPlan(await preview.mutateAsync(body()));
    } catch (error) {
      setFailure(errorText(error, texts.previewFailed));
    }
  };
  const onStart = async () => {
    setFailure(null);
    try {
      const applied = await apply.mutateAsync(body());
      const moved = applied.teams.filter(
        (team) => team.from.team_name !== team.to.team_name || team.from.age_group !== team.to.age_group,
      );
      onDone(texts.started(applied.season.name, moved.length, applied.leavers.length));
    } catch (error) {
      setFailure(errorText(error, texts.startFailed));
    }
  };

  return (
    <Stack gap="md">
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      <Title order={2}>{texts.season}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={texts.name}
          value={season.name}
          maxLength={50}
          onChange={(e) => changed(setSeason)({ ...season, name: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={texts.starts}
          value={season.start_date}
          onChange={(e) => changed(setSeason)({ ...season, start_date: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={texts.ends}
          value={season.end_date}
          onChange={(e) => changed(setSeason)({ ...season, end_date: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Title order={2}>{texts.teams}</Title>
      <Stack gap="sm">
        {start.teams.map((team) => (
          <TeamChoice
            key={team.team_id}
            team={team}
            choice={choices[team.team_id] ?? { team_name: team.next_name, age_group: team.next_age_group }}
            leaving={leaving}
            onChoice={changed((choice: Choice) => setChoices((all) => ({ ...all, [team.team_id]: choice })))}
            onLeaving={(playerId, leaves) =>
              changed(setLeaving)(
                new Set([...leaving].filter((id) => id !== playerId).concat(leaves ? [playerId] : [])),
              )
            }
          />
        ))}
      </Stack>
      <Group>
        <Button mih={44} onClick={() => void onPreview()} loading={preview.isPending}>
          {texts.preview}
        </Button>
      </Group>
      {plan && (
        <>
          <RolloverPreview plan={plan} />
          <Group>
            <Button
              mih={44}
              disabled={plan.problems.length > 0}
              loading={apply.isPending}
              onClick={() => void onStart()}
            >
              {texts.start(plan.season.name)}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
