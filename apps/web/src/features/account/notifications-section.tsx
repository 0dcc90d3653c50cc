import { Stack, Switch, Text, Title } from '@mantine/core';
import { emailKinds, type Channel, type EmailKind, type NotificationPreferences } from '@touchline/domain';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../api/notifications';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import touch from '../../ui/touch-targets.module.css';
import { ChannelChoice } from './channel-choice';
import { notificationTexts } from './notification-texts';
import classes from './notifications.module.css';
import { PushDevicesSection } from './push-devices-section';

/**
 * How the person hears from the club (#32): each kind by email, notification, both or neither, and the daily digest;
 * each choice saves at once. Emails about the account itself (invitations, password links) always come. Below, this
 * device's notifications and the person's devices.
 */
export function NotificationsSection({ hasEmail }: { hasEmail: boolean }) {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // While a choice is being saved it shows as chosen; the next one waits for it.
  const shown = save.isPending ? save.variables : preferences.data;
  const change = (next: Partial<NotificationPreferences>) => {
    if (shown) save.mutate({ ...shown, ...next });
  };
  const choose = (kind: EmailKind, channel: Channel) => {
    if (shown) change({ kinds: { ...shown.kinds, [kind]: channel } });
  };

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="notifications-title"
      className={`${touch.touch} ${classes.choices}`}
    >
      <Title order={2} size="h3" id="notifications-title">
        {notificationTexts.heading}
      </Title>
      <Text size="sm">{notificationTexts.intro}</Text>
      {!hasEmail && (
        <Text size="sm" c="dimmed">
          {notificationTexts.noEmail}
        </Text>
      )}
      {preferences.isError ? (
        <ErrorBanner message={errorText(preferences.error, notificationTexts.loadFailed)} />
      ) : !shown ? (
        <LoadingText />
      ) : (
        <>
          {emailKinds.map((kind) => (
            <ChannelChoice
              key={kind}
              kind={kind}
              value={shown.kinds[kind]}
              readOnly={save.isPending}
              onChange={(channel) => choose(kind, channel)}
            />
          ))}
          <Switch
            label={notificationTexts.digest}
            // The description is inside the label: named by its label alone, described by the description.
            aria-label={notificationTexts.digest}
            description={notificationTexts.digestHint}
            checked={shown.digest}
            disabled={save.isPending}
            onChange={(event) => change({ digest: event.currentTarget.checked })}
          />
        </>
      )}
      {save.isError && <ErrorBanner message={errorText(save.error, notificationTexts.saveFailed)} />}
      <PushDevicesSection />
    </Stack>
  );
}
