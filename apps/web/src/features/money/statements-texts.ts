import { t } from '../../i18n/i18n';

/** The words of /money/statements: a bank statement read, matched and imported, and the credits to confirm (#33). */
export const statementsTexts = {
  get title() {
    return t('Bank Statements');
  },
  get intro() {
    return t(
      "Upload a statement exported from the club's bank (CSV, OFX, MT940 or CAMT.053). Each credit is matched to a " +
        'family by the reference it carries, or by its amount; you confirm each one before it counts as paid.',
    );
  },
  get uploadTitle() {
    return t('Upload a statement');
  },
  get file() {
    return t('Statement file');
  },
  get fileHint() {
    return t('CSV, OFX, MT940 or CAMT.053, at most 5 MB');
  },
  get choose() {
    return t('Choose a file');
  },
  get clearFile() {
    return t('Remove the file');
  },
  get chooseFirst() {
    return t('Choose a statement file first');
  },
  get tooLarge() {
    return t('The file must be at most 5 MB');
  },
  get unreadable() {
    return t('The file could not be read');
  },
  get bank() {
    return t('Bank (optional)');
  },
  get bankHint() {
    return t("For a CSV: the bank's name, so its columns are remembered for next time");
  },
  get preview() {
    return t('Preview');
  },
  get previewFailed() {
    return t('Failed to read the statement');
  },
  get problemsTitle() {
    return t('Nothing can be imported until these are fixed');
  },
  get problemsLabel() {
    return t('Problems in the statement');
  },
  rowProblem: (row: number, problem: string) => t('Row {row}: {problem}', { row: String(row), problem }),

  get mappingTitle() {
    return t('Which column is which');
  },
  get mappingIntro() {
    return t("The statement's columns were not recognised. Say which column holds what, then preview again.");
  },
  get changeColumns() {
    return t('Change the columns');
  },
  get dateColumn() {
    return t('Date column');
  },
  get dateFormat() {
    return t('Date format');
  },
  get amountLayout() {
    return t('Amounts');
  },
  get amountLayouts() {
    return {
      single: t('One amount column (credits more than 0)'),
      split: t('A credit column and a debit column'),
    };
  },
  get amountColumn() {
    return t('Amount column');
  },
  get creditColumn() {
    return t('Credit column');
  },
  get debitColumn() {
    return t('Debit column (optional)');
  },
  get descriptionColumns() {
    return t('Description columns');
  },
  get descriptionHint() {
    return t('Up to 5; the reference is looked for in these');
  },
  get counterpartyColumn() {
    return t('Payer column (optional)');
  },
  get noColumn() {
    return t('None');
  },
  get chooseColumn() {
    return t('Choose a column');
  },
  get decimalMark() {
    return t('Decimal mark');
  },
  get decimalMarks() {
    return { '.': t('Point (12.50)'), ',': t('Comma (12,50)') };
  },
  get delimiter() {
    return t('Separator');
  },
  get delimiters() {
    return { ',': t('Comma'), ';': t('Semicolon'), '\t': t('Tab') };
  },
  get headerRow() {
    return t('Header row');
  },
  get previewAgain() {
    return t('Preview again');
  },
  get columnRequired() {
    return t('Choose a column');
  },
  get descriptionRequired() {
    return t('Choose at least one column');
  },

  get creditsLabel() {
    return t('Credits in the statement');
  },
  summary: (fresh: number, already: number, debits: number) =>
    t(
      '{fresh, plural, one {# new credit} other {# new credits}}; {already} already imported; ' +
        '{debits, plural, one {# debit left out} other {# debits left out}}',
      { fresh, already: String(already), debits },
    ),
  get noCredits() {
    return t('No credits in this statement.');
  },
  get payer() {
    return t('Payer');
  },
  get match() {
    return t('Match');
  },
  get matches() {
    return { reference: t('Reference'), amount: t('Amount only'), none: t('No match') };
  },
  get alreadyImported() {
    return t('Already imported');
  },
  importCredits: (n: number) => t('{n, plural, one {Import # credit} other {Import # credits}}', { n }),
  imported: (n: number, already: number) =>
    t('Imported {n}; {already} already imported', { n: String(n), already: String(already) }),
  get importFailed() {
    return t('Failed to import the statement');
  },

  get confirmTitle() {
    return t('To confirm');
  },
  get confirmIntro() {
    return t('Credits from the bank waiting for you: confirm each as the chosen family’s payment, or ignore it.');
  },
  get linesLoading() {
    return t('Loading credits...');
  },
  get linesFailed() {
    return t('Failed to load the credits to confirm');
  },
  get noLines() {
    return t('No credits to confirm.');
  },
  lineLabel: (amount: string, date: string, payer: string) =>
    t('{amount} on {date} from {payer}', { amount, date, payer }),
  get confirm() {
    return t('Confirm');
  },
  confirmMatched: (n: number) =>
    t(
      '{n, plural, one {Confirm the # credit matched by reference} other {Confirm all # credits matched by reference}}',
      {
        n,
      },
    ),
  confirmedMatched: (n: number) => t('{n, plural, one {Confirmed # credit} other {Confirmed # credits}}', { n }),
  get ignore() {
    return t('Ignore');
  },
  get confirmFailed() {
    return t('Failed to confirm the credit');
  },
  get ignoreFailed() {
    return t('Failed to ignore the credit');
  },
} as const;
