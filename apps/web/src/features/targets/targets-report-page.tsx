import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PlayerTargetsRow, ShownTeams } from '@touchline/domain';
import { targetMessages, withinShownTeams } from '@touchline/domain';
import { useAllTargets } from '../../api/targets';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { TargetDialog } from '../../widgets/targets/target-dialog';
import type { TargetKey } from '../../widgets/targets/target-fields';
import { useIsMobile } from '../../ui/use-is-mobile';
import { TargetsCards } from './targets-cards';
import { targetsCsvColumns } from './targets-csv';
import { TargetsTable } from './targets-table';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { known, t } from '../../i18n/i18n';

/** '1 player', '12 players'. */
export function playerCount(n: number): string {
  // The count as a string: never grouped ('1000 players', as before).
  return t('{n, plural, one {{count} player} other {{count} players}}', { n, count: String(n) });
}

/**
 * Player Targets Report (/targets/report, coach or admin): the five season targets of every player of the teams the
 * coach coaches (decision 127; every team for an admin) as progress rings, a plus button where none is set; either
 * opens the target dialog.
 */
export function TargetsReportPage() {
  return (
    <Stack gap="md">
      <Title order={1}>{t('Player Targets Report')}</Title>
      <WithTeamScope kind="coach">{(scope) => <TargetsReport scope={scope} />}</WithTeamScope>
    </Stack>
  );
}

function TargetsReport({ scope }: { scope: ShownTeams }) {
  const targets = useAllTargets();
  const isMobile = useIsMobile();
  const [editing, setEditing] = useState<{ row: PlayerTargetsRow; field: TargetKey } | null>(null);
  // The banner can be dismissed; a new failure (another fetch) shows it again.
  const [dismissedAt, setDismissedAt] = useState(0);
  const rows = useMemo(() => withinShownTeams(scope, targets.data ?? []), [scope, targets.data]);
  const showError = targets.isError && targets.errorUpdatedAt !== dismissedAt;

  return (
    <>
      <TeamScopeSwitch scope={scope} />
      <Group justify="space-between" gap="sm">
        <Text fw={500} aria-live="polite">
          {targets.data ? playerCount(rows.length) : ''}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void targets.refetch()}
            loading={targets.isFetching && !targets.isPending}
          >
            {t('Refresh')}
          </Button>
          <DownloadCsvButton
            fileBase="player-targets"
            columns={targetsCsvColumns()}
            rows={rows}
            disabled={rows.length === 0}
          />
        </Group>
      </Group>
      {showError && (
        <ErrorBanner
          message={known(targetMessages.fetchFailed)}
          onClose={() => setDismissedAt(targets.errorUpdatedAt)}
        />
      )}
      {targets.isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        targets.isError ? null : (
          <Text c="dimmed">{t('No players found')}</Text>
        )
      ) : isMobile ? (
        <TargetsCards rows={rows} onEdit={(row, field) => setEditing({ row, field })} />
      ) : (
        <TargetsTable rows={rows} onEdit={(row, field) => setEditing({ row, field })} />
      )}
      {editing && (
        <TargetDialog
          opened
          onClose={() => setEditing(null)}
          playerId={editing.row.player_id}
          playerName={editing.row.player_name}
          targets={editing.row.targets}
          focusField={editing.field}
        />
      )}
    </>
  );
}
