import { Stack, Switch, Text, Title } from '@mantine/core';
import { emailKindLabels, emailKinds, type EmailKind } from '@touchline/domain';
import { useEmailPreferences, useSaveEmailPreferences } from '../../api/fixture-answers';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';

/**
 * Which kinds of email to get (decision 106): each switch saves at once. Emails about your account (invitations,
 * password links) always come. Every other email's footer has a link that turns its kind off.
 */
export function EmailPreferencesSection({ hasEmail }: { hasEmail: boolean }) {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const toggle = (kind: EmailKind, on: boolean) => {
    if (!preferences.data) return;
    save.mutate({ ...preferences.data, [kind]: on });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="email-preferences-title">
      <Title order={2} size="h4" id="email-preferences-title">
        Email preferences
      </Title>
      <Text size="sm" c="dimmed">
        {hasEmail
          ? 'Choose the emails you get. Everything also shows in Touchline itself.'
          : 'Your account has no email address, so Touchline sends you no email.'}
      </Text>
      {preferences.isError ? (
        <ErrorBanner message={errorText(preferences.error, 'Failed to load email preferences')} />
      ) : !preferences.data ? (
        <LoadingText />
      ) : (
        emailKinds.map((kind) => (
          <Switch
            key={kind}
            label={emailKindLabels[kind]}
            checked={preferences.data[kind]}
            disabled={save.isPending}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
          />
        ))
      )}
      {save.isError && <ErrorBanner message={errorText(save.error, 'The preference could not be saved')} />}
    </Stack>
  );
}
