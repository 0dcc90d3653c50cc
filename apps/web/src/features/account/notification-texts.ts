import { formatDate } from '../../ui/dates/format-date';

/** The words of Account settings' Notifications section (#32). */
export const notificationTexts = {
  heading: 'Notifications',
  intro:
    'Choose how you hear about each kind of news: by email, as a notification on your devices, both or neither. ' +
    'Everything also shows in Touchline itself.',
  noEmail: 'Your account has no email address, so Touchline sends you no email.',
  loadFailed: 'Failed to load your notification settings',
  saveFailed: 'The setting could not be saved',
  digest: 'Daily digest',
  digestHint:
    "Non-urgent emails come together once a day, at 6 pm. Reminders, match-day news and changes to today's or " +
    "tomorrow's match still come straight away.",
  thisDevice: 'This device',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off on this device',
  onHere: 'Notifications are on for this device.',
  unsupported: 'This browser cannot show notifications.',
  iosInstall:
    'On iPhone and iPad, add Touchline to your Home Screen first (Share, then Add to Home Screen), and turn ' +
    'notifications on from there.',
  denied: "Notifications are blocked for this site. Allow them in your browser's settings, then try again.",
  dismissed: 'Notifications were not allowed. Turn them on again when you are ready.',
  turnOnFailed: 'Notifications could not be turned on. Please try again.',
  turnOffFailed: 'Notifications could not be turned off. Please try again.',
  devices: 'Your devices',
  loadingDevices: 'Loading your devices...',
  devicesFailed: 'Failed to load your devices',
  noDevices: 'Notifications are not on for any of your devices yet.',
  since: (date: string) => `Since ${date}`,
  thisDeviceBadge: 'This device',
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  removeFailed: 'The device could not be removed',
  sendTest: 'Send a test notification',
  testSent: (devices: number) => `Sent to ${devices} ${devices === 1 ? 'device' : 'devices'}.`,
  testFailed: 'The test notification could not be sent',
} as const;

/** "24 Nov 2026" in the browser's zone. */
export function dayText(iso: string): string {
  return formatDate(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });
}
