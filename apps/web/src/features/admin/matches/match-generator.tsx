import type { FormEvent } from 'react';
import { useState } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { Team } from '@touchline/domain';
import { matchBody, matchTypeNames, saturdaysToGenerate } from '@touchline/domain';
import { createMatch, fetchMatches, useInvalidateMatches } from '../../../api/matches';
import { seasonsApi } from '../../../api/seasons';
import { known, t } from '../../../i18n/i18n';
import { ErrorBanner } from '../../../ui/error-banner';
import type { FieldErrors } from '../../../ui/zod-form';
import { validate } from '../../../ui/zod-form';
import type { GenerationResult, GeneratorValues } from './generate-matches';
import { defaultGeneratorValues, generatedMatchBody, generateMatches, matchDatesOf } from './generate-matches';
import { GeneratorResults } from './generator-results';
import { failedToCreateMatchFor, matchTexts, matchTypeLabel } from './match-texts';

interface MatchGeneratorProps {
  /** The teams it may generate for: every team for an admin, a coach's own. */
  teams: readonly Team[];
  /** The team it starts with ('' for none): a coach of one team's own. */
  initialTeamId?: string;
  titleOrder: TitleOrder;
  onClose: () => void;
}

const typeOptions = matchTypeNames.map((name) => ({ value: name, label: matchTypeLabel(name) }));

/**
 * The Saturday generator: one match per Saturday from start to end date for a team, with the spec's
 * defaults, skipping Saturdays the team already plays on.
 */
export function MatchGenerator({ teams, initialTeamId = '', titleOrder, onClose }: MatchGeneratorProps) {
  const [values, setValues] = useState<GeneratorValues>(() => ({
    ...defaultGeneratorValues(),
    team_id: initialTeamId,
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [busy, setBusy] = useState(false);
  const seasons = seasonsApi.useList();
  const invalidateMatches = useInvalidateMatches();

  async function run(dates: string[], teamId: number) {
    setBusy(true);
    try {
      let existing: Set<string>;
      try {
        existing = matchDatesOf(teamId, await fetchMatches());
      } catch {
        setError(matchTexts.failedToFetchMatches);
        return;
      }
      // Seasons only decide which season each match counts in; without them the matches get none.
      const seasonList = seasons.data ?? (await seasons.refetch()).data ?? [];
      const outcome = await generateMatches(dates, existing, (date) =>
        createMatch(generatedMatchBody(values, date, seasonList)),
      );
      setResult(outcome);
      if (outcome.failedDate) setError(failedToCreateMatchFor(outcome.failedDate));
      if (outcome.created.length > 0) await invalidateMatches();
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setResult(null);
    const teamId = Number(values.team_id) || null;
    const plan = saturdaysToGenerate({ teamId, startDate: values.start_date, endDate: values.end_date });
    if ('error' in plan) {
      setFieldErrors({});
      setError(known(plan.error));
      return;
    }
    // The times are checked with the server's schema on the first generated match.
    const first = generatedMatchBody(values, plan.dates[0] ?? values.start_date, []);
    const check = validate(matchBody, {
      ...first,
      kick_off_time: first.kick_off_time || undefined,
      meet_time: first.meet_time || undefined,
    });
    if (!check.ok) {
      setFieldErrors(check.errors);
      return;
    }
    setFieldErrors({});
    void run(plan.dates, teamId ?? 0);
  }

  const field = (name: keyof GeneratorValues) => ({
    value: values[name],
    error: fieldErrors[name],
    disabled: busy,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: text }));
    },
  });
  const teamOptions = [
    { value: '', label: t('Select team') },
    ...teams.map((team) => ({ value: String(team.team_id), label: team.team_name })),
  ];

  return (
    <Card withBorder padding="md">
      <form onSubmit={handleSubmit} noValidate aria-label={t('Generate Saturday matches')}>
        <Stack gap="sm">
          <Title order={titleOrder} size="h4">
            {t('Generate Saturday Matches')}
          </Title>
          <ErrorBanner message={error} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
            <NativeSelect label={t('Team')} data={teamOptions} {...field('team_id')} />
            <TextInput label={t('Start Date')} type="date" {...field('start_date')} />
            <TextInput label={t('End Date')} type="date" {...field('end_date')} />
            <TextInput label={t('Kick-off Time')} type="time" {...field('kick_off_time')} />
            <TextInput label={t('Meet Time')} type="time" {...field('meet_time')} />
            <NativeSelect label={t('Match Type')} data={typeOptions} {...field('match_type')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('Creating...') : t('Create Matches')}
            </Button>
          </Group>
          {result && <GeneratorResults result={result} />}
        </Stack>
      </form>
    </Card>
  );
}
