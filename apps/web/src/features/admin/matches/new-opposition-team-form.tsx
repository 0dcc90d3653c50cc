import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import type { OppositionTeam, OppositionTeamBody } from '@touchline/domain';
import { oppositionTeamBody } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { ErrorBanner } from '../../../ui/error-banner';
import type { FieldErrors } from '../../../ui/zod-form';
import { validate } from '../../../ui/zod-form';
import { matchTexts } from './match-texts';

interface NewOppositionTeamFormProps {
  busy: boolean;
  create: (body: OppositionTeamBody) => Promise<OppositionTeam>;
  onCreated: (team: OppositionTeam) => void;
  onCancel: () => void;
}

/**
 * The inline 'Create New Opposition Team' form of the match dialogs: team name required (trimmed), venue
 * fields optional and sent as null when empty (the shared schema does both).
 */
export function NewOppositionTeamForm({ busy, create, onCreated, onCancel }: NewOppositionTeamFormProps) {
  const [values, setValues] = useState({ team_name: '', venue_name: '', venue_address: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    const result = validate(oppositionTeamBody, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setError(null);
    try {
      onCreated(await create(result.data));
    } catch {
      setError(matchTexts.failedToCreateOppositionTeam);
    }
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    disabled: busy,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: text }));
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={matchTexts.createNewOppositionTeam}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {matchTexts.createNewOppositionTeam}
        </Title>
        <ErrorBanner message={error} />
        <TextInput label={t('Team Name')} autoFocus autoComplete="off" {...field('team_name')} />
        <TextInput label={t('Venue Name')} autoComplete="off" {...field('venue_name')} />
        <TextInput label={t('Venue Address')} autoComplete="off" {...field('venue_address')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('Creating...') : t('Create Team')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
