import { t } from '../../i18n/i18n';

/** The words of /money, the treasurer's balances (#33). */
export const balancesTexts = {
  get title() {
    return t('Balances');
  },
  get intro() {
    return t(
      'What every family owes or has in credit, and how long it has been owed. Open a family to see its ledger and ' +
        'record a payment.',
    );
  },
  get totalsLabel() {
    return t('Totals');
  },
  get owed() {
    return t('Owed');
  },
  get inCredit() {
    return t('In credit');
  },
  get charged() {
    return t('Charged');
  },
  get paid() {
    return t('Paid');
  },
  toConfirm: (n: number) => t('{n, plural, one {# bank credit to confirm} other {# bank credits to confirm}}', { n }),
  get ageingTitle() {
    return t('How long it has been owed');
  },
  get ageing() {
    return {
      not_due: t('Not yet due'),
      days_0_30: t('1–30 days'),
      days_31_60: t('31–60 days'),
      days_61_90: t('61–90 days'),
      days_over_90: t('Over 90 days'),
    };
  },
  get owedByAge() {
    return t('Owed by age');
  },
  ageingLine: (bucket: string, amount: string) => t('{bucket}: {amount}', { bucket, amount }),
  get familiesLabel() {
    return t('Families');
  },
  get familiesNoun() {
    return t('families');
  },
  get search() {
    return t('Search by reference, child or parent');
  },
  get onlyOwing() {
    return t('Only families who owe');
  },
  get noneOwe() {
    return t('No families owe anything.');
  },
  get noFamilies() {
    return t('No families yet.');
  },
  get noMatch() {
    return t('No family matches your search.');
  },
  get daysOverdue() {
    return t('Days overdue');
  },
  get lastPayment() {
    return t('Last payment');
  },
  openLedger: (reference: string) => t('Open the ledger of {reference}', { reference }),
  get exportCsv() {
    return t('Export CSV');
  },
  get exportFailed() {
    return t('Failed to export the ledger');
  },
  get sendRequests() {
    return t('Send payment requests');
  },
  sendQuestion: (n: number) =>
    t(
      '{n, plural, one {Send a payment request to the # family who owes?} ' +
        'other {Send a payment request to each of the # families who owe?}} Their parents are asked to pay by ' +
        'their own channels (email, app).',
      { n },
    ),
  get send() {
    return t('Send');
  },
  sent: (n: number) =>
    t('{n, plural, one {Payment requests sent to # family} other {Payment requests sent to # families}}', { n }),
  get sendFailed() {
    return t('Failed to send the payment requests');
  },
} as const;
