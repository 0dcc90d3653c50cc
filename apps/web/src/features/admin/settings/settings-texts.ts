import { t } from '../../../i18n/i18n';

/** The words of Admin → Club settings (#35, decision 138). */
export const settingsTexts = {
  get title() {
    return t('Club Settings');
  },
  get intro() {
    return t(
      "The club's name, time zone, logo and email. A change takes effect at once, on every server, without a restart.",
    );
  },
  get loading() {
    return t('Loading the settings...');
  },
  get failed() {
    return t('Failed to load the settings');
  },
  get general() {
    return t('General');
  },
  get clubName() {
    return t('Club name');
  },
  get clubNameHint() {
    return t('Shown in the header, on the sign-in page and at the end of every email.');
  },
  get timeZone() {
    return t('Time zone');
  },
  get timeZoneHint() {
    return t('"Today", upcoming fixtures and calendar times follow its clock.');
  },
  get email() {
    return t('Email');
  },
  get smtpUrl() {
    return t('SMTP server');
  },
  get smtpUrlHint() {
    return t(
      'smtp://user:password@host:587, or smtps://… for TLS from the start. The password is shown as •••: leave it ' +
        'so to keep it.',
    );
  },
  get mailFrom() {
    return t('From address');
  },
  get mailFromHint() {
    return t('e.g. Oakfield Juniors <club@oakfield.example>');
  },
  fixed: (variable: string) => t("Set by the server's environment ({variable})", { variable }),
  get emailOn() {
    return t('Email is set up.');
  },
  get emailOff() {
    return t('Email is not set up: give the SMTP server and the From address.');
  },
  get noPublicUrl() {
    return t("Email also needs PUBLIC_URL, set in the server's environment: the address people open Touchline at.");
  },
  get save() {
    return t('Save settings');
  },
  get saved() {
    return t('Settings saved');
  },
  get saveFailed() {
    return t('The settings could not be saved');
  },
  get changedBySomeoneElse() {
    return t('These settings were changed by someone else. Their new values are shown: check them and save again.');
  },
  get logo() {
    return t('Logo');
  },
  get logoHint() {
    return t('PNG, JPEG, WebP or SVG, at most 256 KB. Without one, the Touchline badge is shown.');
  },
  get chooseLogo() {
    return t('Upload logo');
  },
  get removeLogo() {
    return t('Remove logo');
  },
  get logoSaved() {
    return t('Logo saved');
  },
  get logoRemoved() {
    return t('Logo removed');
  },
  get logoTooLarge() {
    return t('The logo must be at most 256 KB');
  },
  get logoType() {
    return t('The logo must be a PNG, JPEG, WebP or SVG image');
  },
  get logoFailed() {
    return t('The logo could not be saved');
  },
  get logoPreview() {
    return t('The logo as it is shown');
  },
  get testTitle() {
    return t('Send a test email');
  },
  get testTo() {
    return t('Send to');
  },
  get testToHint() {
    return t('Your own address when left empty.');
  },
  get sendTest() {
    return t('Send a test email');
  },
  get sending() {
    return t('Sending...');
  },
  testSent: (to: string, response: string) =>
    t('The mail server took the test email to {to}. It answered: {response}', { to, response }),
  testFailed: (response: string) =>
    t('The mail server did not take the test email. It answered: {response}', { response }),
  get testSaveFirst() {
    return t('Save the settings first: the test uses the settings saved.');
  },
};
