import { t } from '../../i18n/i18n';

/** The words of /money/families/:id, one family's ledger (#33). */
export const ledgerTexts = {
  get back() {
    return t('Back to balances');
  },
  title: (reference: string) => t('Family {reference}', { reference }),
  get loading() {
    return t('Loading the ledger...');
  },
  get failed() {
    return t('Failed to load the ledger');
  },
  get entriesLabel() {
    return t('Ledger entries');
  },
  get entriesEmpty() {
    return t('Nothing charged or paid yet.');
  },
  get child() {
    return t('Child');
  },
  get kind() {
    return t('Kind');
  },
  get runningBalance() {
    return t('Running balance');
  },
  get recordedBy() {
    return t('Recorded by');
  },
  get owes() {
    return t('Owes');
  },
  get inCredit() {
    return t('In credit');
  },
  get settled() {
    return t('Nothing owed');
  },
  overdueBy: (days: number) => t('{days, plural, one {Overdue by # day} other {Overdue by # days}}', { days }),

  get paymentTitle() {
    return t('Record payment');
  },
  get paidOn() {
    return t('Date paid');
  },
  get method() {
    return t('Method');
  },
  get externalId() {
    return t('Bank or card reference (optional)');
  },
  get externalIdHint() {
    return t("The bank's or card provider's id for the payment, if it has one.");
  },
  get paymentDescription() {
    return t('Description (optional)');
  },
  get amountHint() {
    return t('As on the bank statement, e.g. 25.00');
  },
  get recordPayment() {
    return t('Record payment');
  },
  paymentRecorded: (amount: string, balance: string) =>
    t('Payment of {amount} recorded. Balance now {balance}.', { amount, balance }),
  get paymentFailed() {
    return t('Failed to record the payment');
  },

  get adjustmentTitle() {
    return t('Adjustment or credit');
  },
  get adjustmentKinds() {
    return { adjustment: t('Adjustment'), credit: t('Credit') };
  },
  get signedAmountHint() {
    return t('More than 0 raises what the family owes; less than 0 (e.g. -5.00) lowers it.');
  },
  get creditAmountHint() {
    return t('A credit lowers what the family owes.');
  },
  get reason() {
    return t('Reason');
  },
  get record() {
    return t('Record');
  },
  adjustmentRecorded: (balance: string) => t('Recorded. Balance now {balance}.', { balance }),
  get adjustmentFailed() {
    return t('Failed to record the adjustment');
  },

  get moveTitle() {
    return t('Move a child to another family');
  },
  get moveHint() {
    return t(
      'For a child who pays with another household: what was charged stays here, and shared parents never move ' +
        'the child back.',
    );
  },
  get moveChild() {
    return t('Child');
  },
  get moveTo() {
    return t('To the family');
  },
  get moveButton() {
    return t('Move');
  },
  get chooseFamily() {
    return t('Choose a family');
  },
  moved: (child: string, reference: string) => t('{child} now pays with family {reference}.', { child, reference }),
  get moveFailed() {
    return t('Failed to move the child');
  },
} as const;
