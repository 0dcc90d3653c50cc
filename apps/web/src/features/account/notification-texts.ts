import { t } from '../../i18n/i18n';
import { formatDate } from '../../ui/dates/format-date';

/** The words of Account settings' Notifications section (#32), read when shown: in the language in use. */
export const notificationTexts = {
  get heading() {
    return t('Notifications');
  },
  get intro() {
    return t(
      'Choose how you hear about each kind of news: by email, as a notification on your devices, both or neither. ' +
        'Everything also shows in Touchline itself.',
    );
  },
  get noEmail() {
    return t('Your account has no email address, so Touchline sends you no email.');
  },
  get loadFailed() {
    return t('Failed to load your notification settings');
  },
  get saveFailed() {
    return t('The setting could not be saved');
  },
  get digest() {
    return t('Daily digest');
  },
  get digestHint() {
    return t(
      "Non-urgent emails come together once a day, at 6 pm. Reminders, match-day news and changes to today's or " +
        "tomorrow's match still come straight away.",
    );
  },
  get thisDevice() {
    return t('This device');
  },
  get turnOn() {
    return t('Turn on notifications on this device');
  },
  get turnOff() {
    return t('Turn off on this device');
  },
  get onHere() {
    return t('Notifications are on for this device.');
  },
  get unsupported() {
    return t('This browser cannot show notifications.');
  },
  get iosInstall() {
    return t(
      'On iPhone and iPad, add Touchline to your Home Screen first (Share, then Add to Home Screen), and turn ' +
        'notifications on from there.',
    );
  },
  get denied() {
    return t("Notifications are blocked for this site. Allow them in your browser's settings, then try again.");
  },
  get dismissed() {
    return t('Notifications were not allowed. Turn them on again when you are ready.');
  },
  get turnOnFailed() {
    return t('Notifications could not be turned on. Please try again.');
  },
  get turnOffFailed() {
    return t('Notifications could not be turned off. Please try again.');
  },
  get devices() {
    return t('Your devices');
  },
  get loadingDevices() {
    return t('Loading your devices...');
  },
  get devicesFailed() {
    return t('Failed to load your devices');
  },
  get retry() {
    return t('Retry');
  },
  get noDevices() {
    return t('Notifications are not on for any of your devices yet.');
  },
  since: (date: string) => t('Since {date}', { date }),
  get thisDeviceBadge() {
    return t('This device');
  },
  get remove() {
    return t('Remove');
  },
  removeLabel: (label: string) => t('Remove {label}', { label }),
  get removeFailed() {
    return t('The device could not be removed');
  },
  get sendTest() {
    return t('Send a test notification');
  },
  testSent: (devices: number) => t('Sent to {devices, plural, one {# device} other {# devices}}.', { devices }),
  get testFailed() {
    return t('The test notification could not be sent');
  },
} as const;

/** "24 Nov 2026" in the browser's zone. */
export function dayText(iso: string): string {
  return formatDate(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });
}
