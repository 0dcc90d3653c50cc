import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { msg, targetMessages, youthModeTexts } from '@touchline/domain';
import { usePlayerTargets } from '../../api/targets';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { TargetDialog } from '../../widgets/targets/target-dialog';
import type { TargetKey } from '../../widgets/targets/target-fields';
import { allTargetKeys, countTargetKeys, targetDefinition } from '../../widgets/targets/target-fields';
import { TargetRing } from '../../widgets/targets/target-ring';
import { known, t } from '../../i18n/i18n';

/** Whose view the tile is in: players and parents see and set the three counts; coaches and admins all five. */
export type TargetsView = 'player' | 'parent' | 'coach';

export const NO_TARGETS_SET = msg('No targets set');

/** The targets a view shows and edits (spec §6: the percentages only in the non-player views, hidden for parents). */
export function targetKeysFor(view: TargetsView): readonly TargetKey[] {
  return view === 'coach' ? allTargetKeys : countTargetKeys;
}

interface SeasonTargetsTileProps {
  playerId: number;
  playerName: string;
  view: TargetsView;
}

/** Spec §2 season targets tile: a progress ring per target (the shared ring and dialog of the targets report). */
export function SeasonTargetsTile({ playerId, playerName, view }: SeasonTargetsTileProps) {
  const targets = usePlayerTargets(playerId);
  const [editing, setEditing] = useState<TargetKey | 'all' | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const keys = targetKeysFor(view);
  const data = targets.data;
  const noneSet = data ? keys.every((key) => data.targets[key] === null) : false;
  // Youth mode (decision 110): parents and players get no goal figures, so no rings of goal targets either.
  const goalsHidden = data ? data.progress.goals.current === null : false;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('Season Targets')}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('Season Targets')}
        </Title>
        {data && !noneSet && !goalsHidden && (
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing('all')}>
            {t('Edit targets')}
          </Button>
        )}
      </Group>
      {targets.error ? (
        !dismissed && <ErrorBanner message={known(targetMessages.fetchFailed)} onClose={() => setDismissed(true)} />
      ) : targets.isPending ? (
        <LoadingText />
      ) : goalsHidden ? (
        <Text c="dimmed">{known(youthModeTexts.goalsHidden)}</Text>
      ) : noneSet ? (
        <Stack gap="xs" align="flex-start">
          <Text c="dimmed">{t(NO_TARGETS_SET)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => setEditing('all')}>
            {t('Set targets')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={keys.length} spacing="xs">
          {keys.map((key) => {
            const definition = targetDefinition(key);
            return (
              <Stack key={key} gap={4} align="center" ta="center">
                <Text size="xs" fw={600}>
                  {definition.label}
                </Text>
                <TargetRing
                  label={definition.label}
                  playerName={playerName}
                  item={targets.data.progress[definition.progressKey]}
                  percent={definition.percent}
                  onEdit={() => setEditing(key)}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
      {data && (
        <TargetDialog
          opened={editing !== null}
          onClose={() => setEditing(null)}
          playerId={playerId}
          playerName={playerName}
          targets={data.targets}
          fields={keys}
          focusField={editing === 'all' ? undefined : (editing ?? undefined)}
        />
      )}
    </Paper>
  );
}
