import { useState } from 'react';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { ConsentKind, ConsentState, PlayerConsents } from '@touchline/domain';
import { AGE_OF_ADULT, AGE_OF_OWN_CONSENT, consentHints, consentLabels, consentsFrom16 } from '@touchline/domain';
import { useConsents, useSaveConsents } from '../../api/family-records';
import { known } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { shortInstant } from '../../ui/dates/fixture-dates';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadState } from '../../ui/load-state';
import { SuccessBanner } from '../../ui/success-banner';
import { familyTexts as texts } from './family-texts';

/** Who answered and when, in words. */
function answered(state: ConsentState): string {
  if (state.granted === null || state.given_at === null) return texts.consentNever;
  const when = shortInstant(state.given_at);
  return state.granted ? texts.consentGiven(when, state.given_by) : texts.consentWithdrawn(when, state.given_by);
}

/** The consents a player's family gives (the 16-17 ones only for a player of that age); each switch saves at once. */
export function ConsentsSection({ playerId, own }: { playerId: number; own: boolean }) {
  const consents = useConsents(playerId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="consents-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="consents-heading">
          {texts.consentsHeading}
        </Title>
        <LoadState query={consents} loading={texts.loading} failed={texts.failed}>
          {(data) => <ConsentSwitches consents={data} own={own} />}
        </LoadState>
      </Stack>
    </Paper>
  );
}

function ConsentSwitches({ consents, own }: { consents: PlayerConsents; own: boolean }) {
  const save = useSaveConsents(consents.player_id);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const age = consents.age;
  const minorOfOwnConsent = age !== null && age >= AGE_OF_OWN_CONSENT && age < AGE_OF_ADULT;
  const readOnly = own && (age === null || age < AGE_OF_OWN_CONSENT);
  const kinds = (['photos', 'direct_contact', 'no_parent_copy'] as const).filter(
    (kind) => !consentsFrom16.includes(kind) || minorOfOwnConsent,
  );

  async function change(kind: ConsentKind, granted: boolean) {
    setDone(null);
    setFailure(null);
    try {
      await save.mutateAsync({ [kind]: granted });
      setDone(texts.consentSaved);
    } catch (error) {
      setFailure(errorText(error, texts.consentFailed));
    }
  }

  return (
    <Stack gap="md">
      <SuccessBanner message={done} onClose={() => setDone(null)} />
      <ErrorBanner message={failure} onClose={() => setFailure(null)} />
      {kinds.map((kind) => (
        <Stack key={kind} gap={4}>
          <Switch
            size="md"
            label={known(consentLabels[kind])}
            description={known(consentHints[kind])}
            checked={consents[kind].granted === true}
            disabled={
              readOnly || save.isPending || (kind === 'no_parent_copy' && consents.direct_contact.granted !== true)
            }
            onChange={(event) => void change(kind, event.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" pl={56}>
            {answered(consents[kind])}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
