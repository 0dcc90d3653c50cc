import { t } from '../../i18n/i18n';

/** The words of /money/charges: raising a charge, and the teams' match fees (#33). */
export const chargesTexts = {
  get title() {
    return t('Charges');
  },
  get intro() {
    return t(
      "Raise season subs or a one-off charge for a team's players, the whole club's or one family's children. A " +
        'child charged for the same thing before is not charged again.',
    );
  },
  get formTitle() {
    return t('Raise a charge');
  },
  get scope() {
    return t('Who is charged');
  },
  get scopes() {
    return { team: t('A team'), club: t('The whole club'), family: t('One family') };
  },
  get category() {
    return t('Category');
  },
  get categories() {
    return { subs: t('Season subs'), one_off: t('One-off') };
  },
  get descriptionHint() {
    return t('What families see on their statement, e.g. Season subs 2026/27');
  },
  get amountHint() {
    return t('For each child, e.g. 120.00 for the season');
  },
  get firstDueOn() {
    return t('First due date');
  },
  get instalments() {
    return t('Instalments');
  },
  get instalmentsHint() {
    return t('1 to 12, one a month from the first due date');
  },
  get siblingDiscount() {
    return t('Sibling discount %');
  },
  get siblingDiscountHint() {
    return t('Each further child in a family pays this much less');
  },
  get previewLabel() {
    return t('Preview');
  },
  onePayment: (amount: string) => t('One payment of {amount}', { amount }),
  equalInstalments: (n: number, amount: string) =>
    t('{n, plural, one {# instalment of {amount}} other {# instalments of {amount}}}', { n, amount }),
  unevenInstalments: (n: number, more: number, bigger: string, smaller: string) =>
    t('{n} instalments: {more} of {bigger} and {less} of {smaller}', {
      n: String(n),
      more: String(more),
      bigger,
      less: String(n - more),
      smaller,
    }),
  dueDates: (dates: string) => t('Due {dates}', { dates }),
  siblingPays: (amount: string) => t('A second or further child in a family pays {amount} in all', { amount }),
  get raise() {
    return t('Raise charge');
  },
  get chargeFailed() {
    return t('Failed to raise the charge');
  },

  get feesTitle() {
    return t('Match fees');
  },
  get feesIntro() {
    return t(
      "A fee per match played, or per squad selection, from a date. 'Raise match fees' charges every match since, " +
        'once: a match already charged is not charged again.',
    );
  },
  get feesLoading() {
    return t('Loading match fees...');
  },
  get feesFailed() {
    return t('Failed to load the match fees');
  },
  get noTeams() {
    return t('No teams yet.');
  },
  get fee() {
    return t('Match fee');
  },
  get basis() {
    return t('Charged per');
  },
  get bases() {
    return { played: t('Match played'), selected: t('Squad selection') };
  },
  get since() {
    return t('Charged from');
  },
  saveFeeFor: (team: string) => t('Save the match fee of {team}', { team }),
  get feeSaved() {
    return t('Saved');
  },
  get feeFailed() {
    return t('Failed to save the match fee');
  },
  get raiseFees() {
    return t('Raise match fees');
  },
  get raiseFeesQuestion() {
    return t(
      "Charge the match fees of every match since each team's fee was set? A match already charged is not charged " +
        'again.',
    );
  },
  get charge() {
    return t('Charge');
  },
  get raiseFeesFailed() {
    return t('Failed to raise the match fees');
  },
} as const;
