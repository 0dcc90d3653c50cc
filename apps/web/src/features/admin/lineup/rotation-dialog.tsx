import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import type { RotationBody, RotationView } from '@touchline/domain';
import { useRotation, useSaveRotation } from '../../../api/rotation';
import { errorText } from '../../../ui/crud/error-text';
import { FormModal } from '../../../ui/form-modal';
import { minutesTexts as texts } from '../../../widgets/minutes/minutes-texts';

function RotationForm({ matchId, view }: { matchId: number; view: RotationView }) {
  const [values, setValues] = useState<RotationBody>(view.settings);
  const save = useSaveRotation(matchId);
  const field = (key: keyof RotationBody, label: string) => (
    <NumberInput
      label={label}
      value={values[key]}
      allowDecimal={false}
      min={1}
      onChange={(value) => setValues((v) => ({ ...v, [key]: typeof value === 'number' ? value : Number(value) }))}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values);
      }}
    >
      <Stack gap="xs">
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(save.error, texts.couldNotSave)}
          </Alert>
        )}
        {save.isSuccess && (
          <Text role="status" c="teal.9" fw={600}>
            {texts.saved}
          </Text>
        )}
        <Group grow align="flex-end" wrap="wrap">
          {field('on_pitch', texts.onPitch)}
          {field('change_every', texts.changeEvery)}
          {field('match_minutes', texts.matchMinutes)}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {texts.saveRotation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The proposed plan: each player's minutes, then who comes off and on at each change. */
function RotationPlan({ view }: { view: RotationView }) {
  const name = new Map(view.squad.map((p) => [p.player_id, p.player_name]));
  const names = (ids: number[]) => ids.map((id) => name.get(id) ?? `#${id}`).join(', ');
  const max = view.max_minutes_per_day;
  const outfield = view.squad.filter((p) => p.player_id !== view.keeper).map((p) => p.planned_minutes);
  const keeper = view.keeper === null ? null : (name.get(view.keeper) ?? null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {texts.plan}
      </Title>
      {outfield.length > 0 && (
        <Text size="sm">
          {texts.planRange(Math.min(...outfield), Math.max(...outfield), keeper, view.settings.match_minutes)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {texts.maxPerDay(view.age_group, max)}
      </Text>
      <Table striped withTableBorder aria-label={texts.plan}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.player}</Table.Th>
            <Table.Th>{texts.season}</Table.Th>
            <Table.Th>{texts.todayBefore}</Table.Th>
            <Table.Th>{texts.planned}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.squad.map((p) => (
            <Table.Tr key={p.player_id}>
              <Table.Td>{p.player_name}</Table.Td>
              <Table.Td>{p.season_minutes}</Table.Td>
              <Table.Td>{p.today_minutes}</Table.Td>
              <Table.Td
                c={max !== null && p.today_minutes + p.planned_minutes > max ? 'red.8' : undefined}
              >{`${p.planned_minutes}'`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {texts.changesTitle}
      </Title>
      <Stack gap={2} component="ul" m={0} pl="md">
        {view.changes
          .filter((c) => c.off.length > 0)
          .map((c) => (
            <Text component="li" size="sm" key={c.at}>
              {texts.change(c.at, names(c.off), names(c.on))}
            </Text>
          ))}
      </Stack>
    </Stack>
  );
}

/**
 * Rotation (decision 109), from the lineup editor: the match's roll-on/roll-off settings and the plan Touchline
 * proposes from the squad's minutes this season and earlier today. The match console's sub timer follows it.
 */
export function RotationDialog({
  matchId,
  opened,
  onClose,
}: {
  matchId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const rotation = useRotation(matchId, opened);
  const view = rotation.data;
  return (
    <FormModal opened={opened} title={texts.rotationTitle} submitting={false} onClose={onClose}>
      {rotation.isError && !view ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(rotation.error, texts.couldNotLoad)}
        </Alert>
      ) : !view ? (
        <Text role="status">{texts.loading}</Text>
      ) : (
        <Stack gap="md">
          {!view.saved && <Text size="sm">{texts.notSaved(view.age_group)}</Text>}
          <RotationForm matchId={matchId} view={view} />
          {view.squad.length === 0 ? <Text>{texts.noSquad}</Text> : <RotationPlan view={view} />}
        </Stack>
      )}
    </FormModal>
  );
}
