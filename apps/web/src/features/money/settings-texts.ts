import { t } from '../../i18n/i18n';

/** The words of /money/settings: the club's bank details for families, and the overdue flag (#33, decision 133). */
export const settingsTexts = {
  get title() {
    return t('Money Settings');
  },
  get intro() {
    return t(
      'The bank details families see on their Payments page, with their own reference, reminders to families who ' +
        'owe, and whether coaches are told about overdue families.',
    );
  },
  get loading() {
    return t('Loading the settings...');
  },
  get failed() {
    return t('Failed to load the settings');
  },
  currency: (code: string) => t('Currency: {code}', { code }),
  get currencyHint() {
    return t('Set when the server is installed (CLUB_CURRENCY).');
  },
  get bankTitle() {
    return t('Bank details');
  },
  get payee() {
    return t('Payee');
  },
  get payeeHint() {
    return t('The account name families pay to');
  },
  get sortCode() {
    return t('Sort code');
  },
  get accountNumber() {
    return t('Account number');
  },
  get iban() {
    return t('IBAN');
  },
  get ibanHint() {
    return t('With an IBAN, families who owe also get a QR code for their banking app');
  },
  get bic() {
    return t('BIC');
  },
  get remindersTitle() {
    return t('Reminders');
  },
  get reminders() {
    return t('Remind families who owe');
  },
  get remindersHint() {
    return t(
      'A week after a charge falls due, then every two weeks, four times at most, through each parent’s own ' +
        'channels. Off until you turn it on.',
    );
  },
  get overdueTitle() {
    return t('Overdue families');
  },
  get overdueSwitch() {
    return t('Flag overdue families to coaches at squad selection');
  },
  get overdueExplanation() {
    return t(
      'Off by default, and best left off: every child plays, whatever their family owes (the FA’s rule for youth ' +
        'football). Money is between the treasurer and the parents. Turn it on only if the club has agreed that ' +
        'coaches should know, so they can mention it to the parents, never to the child.',
    );
  },
  get overdueDays() {
    return t('Days overdue before coaches see the flag');
  },
  get save() {
    return t('Save settings');
  },
  get saved() {
    return t('Settings saved');
  },
  get saveFailed() {
    return t('Failed to save the settings');
  },
} as const;
