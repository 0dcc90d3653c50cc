import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { Training } from '@touchline/domain';
import { training as trainingSchema } from '@touchline/domain';
import { changedRecordOf } from '../../../api/http';
import { trainingsApi } from '../../../api/trainings';
import { t } from '../../../i18n/i18n';
import { errorText } from '../../../ui/crud/error-text';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import type { FieldErrors } from '../../../ui/zod-form';
import { TeamSelect } from './team-select';
import { TrainingInput, TrainingTimeFields } from './training-fields';
import {
  emptyTrainingForm,
  trainingToForm,
  validateTrainingForm,
  type TrainingFormValues,
} from './training-form-values';
import { SeasonSelect } from '../season-select';
import { trainingTexts } from './training-texts';

interface TrainingFormModalProps {
  /** The session to edit, or null to add one. */
  training: Training | null;
  /** The teams offered: a coach's own; null for every team (an admin). */
  teamIds: ReadonlySet<number> | null;
  /** The team a new session starts with ('' for none): a coach of one team's own. */
  newTeamId: string;
  onClose: () => void;
  /** After a successful save, with the success text; the dialog is closed by then. */
  onSaved: (message: string) => void;
}

/** 'Add New Training Session' / 'Edit Training Session': closing is blocked while it submits. */
export function TrainingFormModal({ training, teamIds, newTeamId, onClose, onSaved }: TrainingFormModalProps) {
  const [values, setValues] = useState<TrainingFormValues>(() =>
    training ? trainingToForm(training) : { ...emptyTrainingForm(), team_id: newTeamId },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The version of the session the form shows: the one opened, or the one someone else saved meanwhile. */
  const [version, setVersion] = useState(training?.version);
  const create = trainingsApi.useCreate();
  const update = trainingsApi.useUpdate();
  const saving = training ? update : create;
  const busy = saving.isPending;
  const set = useCallback((patch: Partial<TrainingFormValues>) => setValues((v) => ({ ...v, ...patch })), []);
  const setSeason = useCallback((season_id: string) => set({ season_id }), [set]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTrainingForm(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (training) {
      update.mutate(
        { id: training.training_id, body: checked.body, version },
        {
          onSuccess: () => onSaved(trainingTexts.updated),
          // Someone else saved it meanwhile (412): their values are shown, with the server's words (decision 140).
          onError: (error) => {
            const current = changedRecordOf(error, trainingSchema);
            if (!current) return;
            setValues(trainingToForm(current));
            setVersion(current.version);
          },
        },
      );
    } else {
      create.mutate(checked.body, { onSuccess: () => onSaved(trainingTexts.created) });
    }
  };

  const failure = saving.isError
    ? errorText(saving.error, training ? trainingTexts.failedToUpdate : trainingTexts.failedToCreate)
    : null;
  const submitLabel = training
    ? busy
      ? trainingTexts.updating
      : trainingTexts.updateSubmit
    : busy
      ? trainingTexts.creating
      : trainingTexts.createSubmit;

  return (
    <FormModal
      opened
      title={training ? trainingTexts.editTitle : trainingTexts.addTitle}
      submitting={busy}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorBanner message={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TrainingInput
              label={t('Date')}
              type="date"
              value={values.date}
              error={errors.date}
              disabled={busy}
              onChange={(date) => set({ date })}
            />
            <TeamSelect
              value={values.team_id}
              error={errors.team_id}
              disabled={busy}
              teamIds={teamIds}
              onChange={(team_id) => set({ team_id })}
            />
            <TrainingTimeFields values={values} errors={errors} disabled={busy} onChange={set} />
          </SimpleGrid>
          <TrainingInput
            label={t('Venue')}
            value={values.venue}
            error={errors.venue}
            disabled={busy}
            onChange={(venue) => set({ venue })}
          />
          <Textarea
            label={t('Notes')}
            description={t('Optional')}
            rows={2}
            value={values.notes}
            error={errors.notes}
            disabled={busy}
            onChange={(e) => set({ notes: e.currentTarget.value })}
          />
          <SeasonSelect
            value={values.season_id}
            onChange={setSeason}
            disabled={busy}
            autoSelectCurrent={!training}
            description={t('Optional')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
