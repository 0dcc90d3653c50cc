import { useMemo, useState } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FixtureStatus, Match, MatchType, ShownTeams } from '@touchline/domain';
import { FALLBACK_MATCH_TYPES } from '@touchline/domain';
import { matchesApi } from '../../api/matches';
import { matchTypesApi } from '../../api/match-types';
import { oppositionTeamsApi } from '../../api/opposition-teams';
import { teamsApi } from '../../api/teams';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { AdminScreenProps } from '../../ui/crud/crud-screen';
import { subOrder } from '../../ui/crud/crud-screen';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { useConfirm } from '../../ui/use-confirm';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { MatchDialog } from './matches/match-dialog';
import type { MatchFormLists } from './matches/match-form';
import { MatchGenerator } from './matches/match-generator';
import { MatchList } from './matches/match-list';
import { MatchStatusDialog } from './matches/match-status-dialog';
import { matchTexts } from './matches/match-texts';
import {
  mayChange,
  mayCreate,
  onlyTeam,
  scheduleRows,
  showsOthersToRead,
  writableTeams,
} from './schedules/schedule-scope';
import { scheduleTexts } from './schedules/schedule-texts';
import { useScheduleScope } from './schedules/use-schedule-scope';

const NO_MATCH_TYPES: MatchType[] = [];

/**
 * Match Management: the /admin/fixtures screen (h1) and the admin screen's 'matches' panel (h2). Admins change every
 * team's fixtures; a team's coach their own teams' (shown first), another team's read-only (#30, decision 126).
 */
export function AdminFixturesPage({ titleOrder = 1 }: AdminScreenProps) {
  return (
    <Stack gap="md">
      <Title order={titleOrder}>{matchTexts.heading}</Title>
      <WithTeamScope kind="coach">
        {(scope) => <Fixtures teamScope={scope} titleOrder={subOrder(titleOrder)} />}
      </WithTeamScope>
    </Stack>
  );
}

function Fixtures({ teamScope, titleOrder }: { teamScope: ShownTeams; titleOrder: TitleOrder }) {
  const scope = useScheduleScope(teamScope);
  const matches = matchesApi.useList();
  const teams = teamsApi.useList();
  const oppositionTeams = oppositionTeamsApi.useList();
  const matchTypes = matchTypesApi.useList();
  const remove = matchesApi.useRemove();
  const [dialog, setDialog] = useState<{ match: Match | null; key: number } | null>(null);
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [statusTarget, setStatusTarget] = useState<{ match: Match; status: FixtureStatus } | null>(null);
  const rows = useMemo(() => matches.data && scheduleRows(scope, matches.data), [scope, matches.data]);

  const confirmDelete = useConfirm<Match>(
    () => matchTexts.deleteQuestion,
    async (match) => {
      setDeleteError(null);
      try {
        await remove.mutateAsync(match.match_id);
      } catch {
        setDeleteError(matchTexts.failedToDeleteMatch);
      }
    },
  );

  const lists: MatchFormLists = {
    teams: writableTeams(scope, teams.data ?? []),
    oppositionTeams: oppositionTeams.data ?? [],
    matchTypes: matchTypes.data ?? (matchTypes.isError ? FALLBACK_MATCH_TYPES : NO_MATCH_TYPES),
    matchTypesFailed: matchTypes.isError,
  };
  const openDialog = (match: Match | null) => setDialog((current) => ({ match, key: (current?.key ?? 0) + 1 }));

  return (
    <>
      <TeamScopeSwitch scope={scope.shown} />
      {mayCreate(scope) && (
        <Group gap="sm">
          <Button onClick={() => openDialog(null)}>{matchTexts.createNewMatch}</Button>
          <Button
            variant={generatorOpen ? 'filled' : 'light'}
            aria-expanded={generatorOpen}
            onClick={() => setGeneratorOpen((open) => !open)}
          >
            {matchTexts.generateMatches}
          </Button>
        </Group>
      )}
      <ErrorBanner message={matches.isError ? matchTexts.failedToFetchMatches : null} />
      <ErrorBanner message={deleteError} onClose={() => setDeleteError(null)} />
      <ErrorBanner message={teams.isError ? matchTexts.failedToFetchTeams : null} />
      <ErrorBanner message={oppositionTeams.isError ? matchTexts.failedToFetchOppositionTeams : null} />
      <ErrorBanner message={matchTypes.isError ? matchTexts.failedToLoadMatchTypes : null} />
      {generatorOpen && (
        <MatchGenerator
          teams={lists.teams}
          initialTeamId={onlyTeam(scope)}
          titleOrder={titleOrder}
          onClose={() => setGeneratorOpen(false)}
        />
      )}
      {showsOthersToRead(scope) && (
        <Text size="sm" c="dimmed">
          {scheduleTexts.otherTeamsFixtures}
        </Text>
      )}
      {matches.isPending ? (
        <LoadingText />
      ) : (
        rows && (
          <MatchList
            matches={rows}
            mayChange={(match) => mayChange(scope, match.team_id)}
            onEdit={(match) => openDialog(match)}
            onDelete={scope.admin ? confirmDelete.ask : undefined}
            onStatus={(match, status) => setStatusTarget({ match, status })}
          />
        )
      )}
      {dialog && (
        <MatchDialog
          key={dialog.key}
          match={dialog.match}
          lists={lists}
          newTeamId={onlyTeam(scope)}
          mayAddOpposition={scope.admin}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog {...confirmDelete.dialogProps} />
      <MatchStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </>
  );
}
