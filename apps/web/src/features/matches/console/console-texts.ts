import { t } from '../../../i18n/i18n';

/** The match console's own words (decision 108). */
export const consoleTexts = {
  get goalUs() {
    return t('Goal (us)');
  },
  get goalThem() {
    return t('Goal (them)');
  },
  waiting: (n: number) => t('{n, plural, one {# event waiting to send} other {# events waiting to send}}', { n }),
  get offline() {
    return t('No connection: they are kept on this phone and sent, in order, when it is back.');
  },
  notRecorded: (label: string) => t('Not recorded: {label}', { label }),
  get dismiss() {
    return t('Dismiss');
  },
  recorded: (label: string) => t('{label} recorded', { label }),
  get undo() {
    return t('Undo');
  },
  undone: (label: string) => t('{label} undone', { label }),
  get whoScored() {
    return t('Who scored?');
  },
  get assistBy() {
    return t('Assist by?');
  },
  get noAssist() {
    return t('No assist');
  },
  get pickLater() {
    return t('Pick later');
  },
  /** A refused pick or Undo, in 'Not recorded: …'. */
  get pickLabel() {
    return t('Scorer or assist');
  },
  get undoLabel() {
    return t('Undo');
  },
  get matchDetails() {
    return t('Match details');
  },
  /** A phase button's question (#29 item 6): the second, deliberate tap is the same button in it. */
  phaseQuestion: (label: string) => t('{label}?', { label }),
  phaseWhat: {
    GAME_START: () => t("Kick-off now: the clock starts at 0'."),
    HALF_TIME: (minute: number) =>
      t("Half time at {minute}': the clock stops until the second half starts.", { minute: String(minute) }),
    SECOND_HALF_START: (minute: number) => t("The second half starts now, at {minute}'.", { minute: String(minute) }),
    GAME_END: (minute: number) =>
      t("Full time at {minute}': the match is over and its result is shown to everyone.", {
        minute: String(minute),
      }),
  } as Record<string, (minute: number) => string>,
  get notNow() {
    return t('Not now');
  },
  // The squad's medical information (#31, decision 130).
  get medicalHeading() {
    return t('Medical information');
  },
  get medicalKept() {
    return t("Kept on this phone for today's match only, and gone after the day. Each look is recorded.");
  },
  get medicalFailed() {
    return t("Could not load the squad's medical information.");
  },
  get medicalNoPlayers() {
    return t('No players in the squad yet.');
  },
  get medicalNotGiven() {
    return t('Not given by the family yet');
  },
  get medicalNothing() {
    return t('Nothing to tell');
  },
  get medicalNoContacts() {
    return t('No emergency contact given.');
  },
  get medicalConditions() {
    return t('Medical conditions');
  },
  get medicalAllergies() {
    return t('Allergies');
  },
  get medicalMedication() {
    return t('Medication');
  },
  get medicalInstructions() {
    return t('What to do');
  },
  medicalCall: (name: string, phone: string) => t('Call {name} {phone}', { name, phone }),
  get retry() {
    return t('Retry');
  },
};
