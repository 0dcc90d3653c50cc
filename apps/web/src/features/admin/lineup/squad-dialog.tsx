import { useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { squadMessages, type LineupResponse, type Player } from '@touchline/domain';
import { usePublishSquad, useSquad } from '../../../api/lineups';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { shortInstant } from '../../../ui/dates/fixture-dates';
import { FormModal } from '../../../ui/form-modal';
import { UnnamedPlayers } from '../../../widgets/consents/unnamed-players';

type Choice = 'substitute' | 'standby' | 'none';
const choices = () => [
  { value: 'substitute', label: t('Substitute') },
  { value: 'standby', label: t('Standby') },
  { value: 'none', label: t('Not selected') },
];

/**
 * Publish squad (decision 106): the saved lineup's players start; each other available player is a substitute, on
 * standby or not selected. Publishing tells the selected players' families (inbox and email).
 */
function SquadForm({
  matchId,
  starting,
  awayStarters,
  others,
  initial,
  onDone,
}: {
  matchId: number;
  starting: { player_id: number; player_name: string }[];
  /** Starters who have answered Not available since the lineup was saved: the lineup changes first (#28 item 13). */
  awayStarters: readonly string[];
  others: readonly Player[];
  initial: ReadonlyMap<number, Choice>;
  onDone: (message: string) => void;
}) {
  const [roles, setRoles] = useState(
    () => new Map(others.map((p) => [p.player_id, initial.get(p.player_id) ?? 'none'])),
  );
  const publish = usePublishSquad(matchId);
  const of = (choice: Choice) => [...roles].filter(([, c]) => c === choice).map(([id]) => id);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate(
          { substitutes: of('substitute'), standby: of('standby') },
          {
            onSuccess: (squad) =>
              onDone(
                t('Squad published: {count} players; their families are told.', {
                  count: String(squad.players.length),
                }),
              ),
          },
        );
      }}
    >
      <Stack>
        {publish.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(publish.error, t('The squad could not be published'))}
          </Alert>
        )}
        {awayStarters.length > 0 && (
          <Alert color="yellow" variant="light" role="alert">
            {squadMessages.starterNotAvailable(awayStarters.join(', '))}
          </Alert>
        )}
        <UnnamedPlayers matchId={matchId} />
        <div>
          <Text fw={600}>{t('Starting (the saved lineup)')}</Text>
          <Text size="sm">{starting.map((p) => p.player_name).join(', ')}</Text>
        </div>
        {others.map((p) => (
          <Stack key={p.player_id} gap={4}>
            <Text size="sm" fw={500} id={`squad-role-${p.player_id}`}>
              {p.player_name}
            </Text>
            <SegmentedControl
              size="xs"
              aria-labelledby={`squad-role-${p.player_id}`}
              data={choices()}
              value={roles.get(p.player_id) ?? 'none'}
              onChange={(value) => setRoles((current) => new Map(current).set(p.player_id, value as Choice))}
            />
          </Stack>
        ))}
        <Text size="sm" c="dimmed">
          {t(
            "The selected players' families get the squad with the meet time, venue, kit and kick-off, in Touchline " +
              'and by email.',
          )}
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={publish.isPending} disabled={awayStarters.length > 0}>
            {t('Publish squad')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SquadDialog({
  matchId,
  opened,
  saved,
  players,
  onClose,
  onPublished,
}: {
  matchId: number;
  opened: boolean;
  saved: LineupResponse | null;
  /** Who may play (GET /players/match). */
  players: readonly Player[];
  onClose: () => void;
  onPublished: (message: string) => void;
}) {
  const squad = useSquad(matchId, opened);
  const starting = (saved?.lineup ?? []).map((l) => ({ player_id: l.player_id, player_name: l.Player.player_name }));
  const startingIds = new Set(starting.map((p) => p.player_id));
  const others = players.filter((p) => !startingIds.has(p.player_id));
  // `players` are those who may play: a starter not among them has answered Not available since the lineup was saved.
  const mayPlay = new Set(players.map((p) => p.player_id));
  const awayStarters = starting.filter((p) => !mayPlay.has(p.player_id)).map((p) => p.player_name);
  const initial = new Map(
    (squad.data?.players ?? [])
      .filter((p) => p.role !== 'starting')
      .map((p) => [p.player_id, p.role as Choice] as const),
  );
  return (
    <FormModal opened={opened} title={t('Publish squad')} submitting={false} onClose={onClose}>
      {starting.length === 0 ? (
        <Text>{t("Save the lineup first: the starting players are the lineup's.")}</Text>
      ) : squad.isPending ? (
        <Text role="status">{t('Loading the squad…')}</Text>
      ) : (
        <Stack gap="xs">
          {squad.data?.published_at && (
            <Text size="sm" c="dimmed">
              {t('Last published {when}.', { when: shortInstant(squad.data.published_at) })}
            </Text>
          )}
          <SquadForm
            matchId={matchId}
            starting={starting}
            awayStarters={awayStarters}
            others={others}
            initial={initial}
            onDone={(message) => {
              onPublished(message);
              onClose();
            }}
          />
        </Stack>
      )}
    </FormModal>
  );
}
