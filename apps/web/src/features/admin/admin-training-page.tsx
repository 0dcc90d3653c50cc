import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ShownTeams, Training } from '@touchline/domain';
import { hhmm } from '@touchline/domain';
import { trainingsApi } from '../../api/trainings';
import { t } from '../../i18n/i18n';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { errorText } from '../../ui/crud/error-text';
import type { EntityColumn } from '../../ui/entity-list/entity-list';
import { EntityList } from '../../ui/entity-list/entity-list';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { SuccessBanner } from '../../ui/success-banner';
import { useConfirm } from '../../ui/use-confirm';
import { TeamScopeSwitch } from '../../widgets/team-scope/team-scope-switch';
import { WithTeamScope } from '../../widgets/team-scope/with-team-scope';
import { mayChange, mayCreate, onlyTeam, scheduleRows, showsOthersToRead } from './schedules/schedule-scope';
import { scheduleTexts } from './schedules/schedule-texts';
import { useScheduleScope } from './schedules/use-schedule-scope';
import { ViewOnly } from './schedules/view-only';
import { BulkCreateModal } from './trainings/bulk-create-modal';
import type { BulkResult } from './trainings/bulk-training';
import { TrainingActionsMenu } from './trainings/training-actions-menu';
import { TrainingCard } from './trainings/training-card';
import { trainingMatchesSearch } from './trainings/training-form-values';
import { TrainingFormModal } from './trainings/training-form-modal';
import { bulkCreatedMessage, readableDate, trainingTexts } from './trainings/training-texts';

/** Which dialog is open. */
type Dialog = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; training: Training } | { kind: 'bulk' };

interface AdminTrainingPageProps {
  /** 1 on the /admin/training screen, 2 inside the combined admin screen. */
  titleOrder?: 1 | 2;
}

/** Latest first, so new and upcoming sessions are on the first page; same day by start time. */
function newestFirst(a: Training, b: Training): number {
  return b.date.localeCompare(a.date) || a.start_time.localeCompare(b.start_time) || a.training_id - b.training_id;
}

const columns: EntityColumn<Training>[] = [
  {
    key: 'date',
    get header() {
      return t('Date');
    },
    render: (training) => readableDate(training.date),
  },
  {
    key: 'start',
    get header() {
      return t('Start');
    },
    render: (training) => hhmm(training.start_time),
  },
  {
    key: 'end',
    get header() {
      return t('End');
    },
    render: (training) => hhmm(training.end_time),
  },
  {
    key: 'venue',
    get header() {
      return t('Venue');
    },
    render: (training) => training.venue,
  },
  {
    key: 'team',
    get header() {
      return t('Team');
    },
    render: (training) => training.team_name,
  },
  {
    key: 'notes',
    get header() {
      return t('Notes');
    },
    render: (training) => (
      <Text size="sm" lineClamp={2} maw={260}>
        {training.notes ?? ''}
      </Text>
    ),
  },
];

const search = {
  get placeholder() {
    return trainingTexts.searchPlaceholder;
  },
  matches: (training: Training, query: string) =>
    trainingMatchesSearch(training, query, readableDate(training.date).toLowerCase()),
};

/**
 * Training Sessions (spec §2.8): the /admin/training screen and the admin screen's 'trainings' panel. Admins change
 * every team's sessions; a team's coach their own teams' (shown first), another team's read-only (#30, decision 126).
 */
export function AdminTrainingPage({ titleOrder = 1 }: AdminTrainingPageProps) {
  return (
    <Stack gap="md">
      <Title order={titleOrder}>{trainingTexts.heading}</Title>
      <WithTeamScope kind="coach">{(scope) => <TrainingSessions teamScope={scope} />}</WithTeamScope>
    </Stack>
  );
}

function TrainingSessions({ teamScope }: { teamScope: ShownTeams }) {
  const scope = useScheduleScope(teamScope);
  const trainings = trainingsApi.useList();
  const { mutateAsync: removeTraining } = trainingsApi.useRemove();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const items = useMemo(
    () => trainings.data && scheduleRows(scope, [...trainings.data].sort(newestFirst)),
    [scope, trainings.data],
  );

  const deleteTraining = useCallback(
    async (training: Training) => {
      setError(null);
      setSuccess(null);
      try {
        await removeTraining(training.training_id);
        setSuccess(trainingTexts.deleted);
      } catch (e) {
        setError(errorText(e, trainingTexts.failedToDelete));
      }
    },
    [removeTraining],
  );
  const confirm = useConfirm<Training>(() => trainingTexts.deleteQuestion, deleteTraining);

  const open = (next: Dialog) => {
    setSuccess(null);
    setError(null);
    setDialog(next);
  };
  const closeDialog = () => setDialog({ kind: 'none' });
  const saved = (message: string) => {
    setDialog({ kind: 'none' });
    setSuccess(message);
  };
  const bulkClosed = (result: BulkResult | null) => {
    setDialog({ kind: 'none' });
    if (result && !result.error) setSuccess(bulkCreatedMessage(result.created.length));
  };

  return (
    <>
      <TeamScopeSwitch scope={scope.shown} />
      {mayCreate(scope) && (
        <Group gap="sm">
          <Button onClick={() => open({ kind: 'add' })}>{trainingTexts.addNewSession}</Button>
          <Button variant="light" onClick={() => open({ kind: 'bulk' })}>
            {trainingTexts.bulkCreateSessions}
          </Button>
        </Group>
      )}
      <SuccessBanner message={success} onClose={() => setSuccess(null)} />
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <ErrorBanner
        message={trainings.isError ? errorText(trainings.error, trainingTexts.failedToFetchTrainings) : null}
      />
      {showsOthersToRead(scope) && (
        <Text size="sm" c="dimmed">
          {scheduleTexts.otherTeamsSessions}
        </Text>
      )}
      {trainings.isPending ? (
        <LoadingText />
      ) : (
        <EntityList
          items={items}
          getKey={(training) => training.training_id}
          columns={columns}
          noun={t('training sessions')}
          label={t('Training sessions')}
          search={search}
          emptyText={{ none: trainingTexts.noSessions, noMatch: trainingTexts.noSessionsForSearch }}
          renderActions={(row) =>
            mayChange(scope, row.team_id) ? (
              <TrainingActionsMenu
                training={row}
                onEdit={(training) => open({ kind: 'edit', training })}
                onDelete={scope.admin ? confirm.ask : undefined}
              />
            ) : (
              <ViewOnly />
            )
          }
          renderCard={(row) => <TrainingCard training={row} />}
        />
      )}
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <TrainingFormModal
          key={dialog.kind === 'edit' ? dialog.training.training_id : 'new'}
          training={dialog.kind === 'edit' ? dialog.training : null}
          teamIds={scope.writable}
          newTeamId={onlyTeam(scope)}
          onClose={closeDialog}
          onSaved={saved}
        />
      )}
      {dialog.kind === 'bulk' && (
        <BulkCreateModal teamIds={scope.writable} initialTeamId={onlyTeam(scope)} onClose={bulkClosed} />
      )}
      <ConfirmDialog {...confirm.dialogProps} />
    </>
  );
}
