import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Training } from '@touchline/domain';
import { generatorMessages, TRAINING_GENERATOR_DEFAULTS } from '@touchline/domain';
import { known, t } from '../../../i18n/i18n';
import { createTraining, fetchTrainings, useInvalidateTrainings } from '../../../api/trainings';
import { ErrorBanner } from '../../../ui/error-banner';
import { FormModal } from '../../../ui/form-modal';
import { BulkResults } from './bulk-results';
import {
  planBulkTrainings,
  runBulkTrainings,
  WEEKDAYS,
  type BulkResult,
  type BulkTrainingValues,
} from './bulk-training';
import { DaysOffField } from './days-off-field';
import { TeamSelect } from './team-select';
import { TrainingInput, TrainingTimeFields } from './training-fields';
import { SeasonSelect } from '../season-select';
import { trainingTexts } from './training-texts';

interface BulkCreateModalProps {
  /** The teams offered: a coach's own; null for every team (an admin). */
  teamIds: ReadonlySet<number> | null;
  /** The team it starts with ('' for none): a coach of one team's own. */
  initialTeamId: string;
  /** Closes the dialog; with the result once sessions were created. */
  onClose: (result: BulkResult | null) => void;
}

function initialValues(team_id: string): BulkTrainingValues {
  return {
    team_id,
    start_date: '',
    end_date: '',
    venue: '',
    start_time: TRAINING_GENERATOR_DEFAULTS.start_time,
    end_time: TRAINING_GENERATOR_DEFAULTS.end_time,
    weekdays: [...TRAINING_GENERATOR_DEFAULTS.weekdays],
    season_id: '',
    days_off: [],
  };
}

/**
 * 'Bulk Create Training Sessions': one POST per chosen weekday in the range but the dates to skip, then a results box.
 */
export function BulkCreateModal({ teamIds, initialTeamId, onClose }: BulkCreateModalProps) {
  const [values, setValues] = useState<BulkTrainingValues>(() => initialValues(initialTeamId));
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState<{ done: number; of: number } | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const invalidate = useInvalidateTrainings();
  const set = useCallback((patch: Partial<BulkTrainingValues>) => setValues((v) => ({ ...v, ...patch })), []);
  const setSeason = useCallback((season_id: string) => set({ season_id }), [set]);
  const busy = running !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = planBulkTrainings(values, []);
    if ('error' in checked) {
      setError(known(checked.error));
      return;
    }
    setError(null);
    setRunning({ done: 0, of: checked.create.length });
    // The sessions are read again just before creating (as the Saturday generator does the matches), so a
    // session added since the dialog opened is skipped, not duplicated.
    let latest: Training[];
    try {
      latest = await fetchTrainings();
    } catch {
      setRunning(null);
      setError(trainingTexts.failedToFetchTrainings);
      return;
    }
    const planned = planBulkTrainings(values, latest);
    // The same values passed above; only the skipped dates can differ.
    const plan = 'error' in planned ? { create: [], skip: [], daysOff: [] } : planned;
    setRunning({ done: 0, of: plan.create.length });
    const outcome = await runBulkTrainings(plan, values, createTraining, (done) =>
      setRunning({ done, of: plan.create.length }),
    );
    if (outcome.created.length > 0) await invalidate();
    setRunning(null);
    setError(outcome.error);
    setResult(outcome);
  };

  return (
    <FormModal opened title={trainingTexts.bulkTitle} submitting={busy} onClose={() => onClose(result)}>
      <Stack gap="sm">
        <ErrorBanner message={error} />
        {result ? (
          <>
            <BulkResults result={result} />
            <Group justify="flex-end">
              <Button onClick={() => onClose(result)}>{trainingTexts.closeAndView}</Button>
            </Group>
          </>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TeamSelect
                  value={values.team_id}
                  disabled={busy}
                  teamIds={teamIds}
                  onChange={(team_id) => set({ team_id })}
                />
                <TrainingInput
                  label={t('Venue')}
                  value={values.venue}
                  disabled={busy}
                  onChange={(venue) => set({ venue })}
                />
                <TrainingInput
                  label={t('Start Date')}
                  type="date"
                  value={values.start_date}
                  disabled={busy}
                  onChange={(start_date) => set({ start_date })}
                />
                <TrainingInput
                  label={t('End Date')}
                  type="date"
                  value={values.end_date}
                  disabled={busy}
                  onChange={(end_date) => set({ end_date })}
                />
                <TrainingTimeFields values={values} disabled={busy} onChange={set} />
              </SimpleGrid>
              <Checkbox.Group
                label={t('Days of the week')}
                description={values.weekdays.length === 0 ? known(generatorMessages.noDays) : undefined}
                value={values.weekdays.map(String)}
                onChange={(days) => set({ weekdays: days.map(Number) })}
              >
                <Group gap="md" mt={6}>
                  {WEEKDAYS.map((day) => (
                    <Checkbox key={day.value} value={String(day.value)} label={day.label} disabled={busy} />
                  ))}
                </Group>
              </Checkbox.Group>
              <DaysOffField value={values.days_off} disabled={busy} onChange={(days_off) => set({ days_off })} />
              <SeasonSelect value={values.season_id} onChange={setSeason} disabled={busy} description={t('Optional')} />
              {running && (
                <Text size="sm" role="status">
                  {t('Created {done} of {of}…', { done: String(running.done), of: String(running.of) })}
                </Text>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => onClose(null)} disabled={busy}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" disabled={busy || values.weekdays.length === 0}>
                  {busy ? trainingTexts.creating : trainingTexts.bulkSubmit}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </FormModal>
  );
}
