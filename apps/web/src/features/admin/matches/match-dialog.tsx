import { useState } from 'react';
import type { Match, MatchBody, OppositionTeam } from '@touchline/domain';
import { match as matchSchema, messages } from '@touchline/domain';
import { changedRecordOf, HttpError } from '../../../api/http';
import { matchesApi } from '../../../api/matches';
import { oppositionTeamsApi } from '../../../api/opposition-teams';
import { known, t } from '../../../i18n/i18n';
import { FormModal } from '../../../ui/form-modal';
import type { FieldErrors } from '../../../ui/zod-form';
import type { MatchFormLists } from './match-form';
import { MatchForm } from './match-form';
import type { MatchFormValues } from './match-form-values';
import { emptyMatchForm, matchToForm, selectOpposition, validateMatchForm } from './match-form-values';
import { matchTexts } from './match-texts';
import { NewOppositionTeamForm } from './new-opposition-team-form';

interface MatchDialogProps {
  /** The match to edit, or null to create one. */
  match: Match | null;
  lists: MatchFormLists;
  /** The team a new match starts with ('' for none): a coach of one team's own. */
  newTeamId?: string;
  /** Whether the inline 'Create New Opposition Team' form is offered (an admin's). */
  mayAddOpposition?: boolean;
  onClose: () => void;
}

/** The server's own `error` text of a failed answer, if it sent one. */
function serverText(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.kind !== 'status') return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  return typeof body.error === 'string' && body.error !== '' ? body.error : null;
}

/** The server's text in the language in use, when the catalogue has it. */
function serverTextOf(error: unknown): string | null {
  const text = serverText(error);
  return text === null ? null : known(text);
}

/**
 * Create Match / Edit Match (a modal that cannot be closed while it submits). The inline 'Create New
 * Opposition Team' form replaces the match form until it is done; the match form keeps its values meanwhile.
 */
export function MatchDialog({ match, lists, newTeamId = '', mayAddOpposition = true, onClose }: MatchDialogProps) {
  const [values, setValues] = useState<MatchFormValues>(() =>
    match ? matchToForm(match) : { ...emptyMatchForm(), team_id: newTeamId },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [addingOpposition, setAddingOpposition] = useState(false);
  /** The version of the match the form shows: the one opened, or the one someone else saved meanwhile. */
  const [version, setVersion] = useState(match?.version);
  /** Teams created here, shown before the opposition list has reloaded. */
  const [createdTeams, setCreatedTeams] = useState<OppositionTeam[]>([]);
  const create = matchesApi.useCreate();
  const update = matchesApi.useUpdate();
  const createOpposition = oppositionTeamsApi.useCreate();
  const submitting = create.isPending || update.isPending || createOpposition.isPending;

  const oppositionTeams = [
    ...lists.oppositionTeams,
    ...createdTeams.filter((team) => !lists.oppositionTeams.some((t) => t.id === team.id)),
  ];

  async function save(body: MatchBody) {
    setError(null);
    try {
      if (match) await update.mutateAsync({ id: match.match_id, body, version });
      else await create.mutateAsync(body);
      onClose();
    } catch (failure) {
      const current = changedRecordOf(failure, matchSchema);
      if (current) {
        // Someone else saved it meanwhile: their values are shown, to be changed again on the version they made.
        setValues(matchToForm(current));
        setVersion(current.version);
        setError(known(messages.changedBySomeoneElse));
        return;
      }
      setError(match ? matchTexts.failedToUpdateMatch : (serverTextOf(failure) ?? matchTexts.failedToCreateMatch));
    }
  }

  function handleSubmit() {
    const result = validateMatchForm(values, lists.matchTypes);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void save(result.body);
  }

  function handleOppositionCreated(team: OppositionTeam) {
    setCreatedTeams((current) => [...current, team]);
    setValues((current) => selectOpposition(current, team));
    setAddingOpposition(false);
  }

  return (
    <FormModal
      opened
      title={match ? matchTexts.editTitle : matchTexts.createTitle}
      submitting={submitting}
      onClose={onClose}
    >
      {addingOpposition ? (
        <NewOppositionTeamForm
          busy={createOpposition.isPending}
          create={(body) => createOpposition.mutateAsync(body)}
          onCreated={handleOppositionCreated}
          onCancel={() => setAddingOpposition(false)}
        />
      ) : (
        <MatchForm
          values={values}
          onChange={setValues}
          errors={errors}
          error={error}
          lists={{ ...lists, oppositionTeams }}
          busy={submitting}
          submitLabel={match ? t('Update Match') : t('Create Match')}
          busyLabel={match ? t('Updating...') : t('Creating...')}
          onSubmit={handleSubmit}
          onCancel={onClose}
          onAddOppositionTeam={mayAddOpposition ? () => setAddingOpposition(true) : undefined}
        />
      )}
    </FormModal>
  );
}
