import { t } from '../../i18n/i18n';

/** The words of the family's Medical & consents page (#31, decision 130), read when shown: in the language in use. */
export const familyTexts = {
  get title() {
    return t('Medical & consents');
  },
  get intro() {
    return t(
      'What a coach needs when your child is hurt, and what the club may do. Only your family, the coaches of ' +
        "your child's team, the club's welfare officer and admins can see the medical details, and each look is " +
        'recorded.',
    );
  },
  get child() {
    return t('Child');
  },
  get noChildren() {
    return t("No children are linked to your account yet. Ask the club's admin to link them.");
  },
  get loading() {
    return t('Loading...');
  },
  get failed() {
    return t('Could not load these details. Check your connection and try again.');
  },
  get retry() {
    return t('Retry');
  },
  get medicalHeading() {
    return t('Medical and emergency information');
  },
  get contactsHeading() {
    return t('Emergency contacts');
  },
  get contactsHint() {
    return t('In the order to call them; up to three.');
  },
  contact: (n: number) => t('Contact {n}', { n }),
  get name() {
    return t('Name');
  },
  get relationship() {
    return t('Relationship');
  },
  get phone() {
    return t('Phone');
  },
  get addContact() {
    return t('Add another contact');
  },
  removeContact: (n: number) => t('Remove contact {n}', { n }),
  get conditions() {
    return t('Medical conditions');
  },
  get allergies() {
    return t('Allergies');
  },
  get medication() {
    return t('Medication');
  },
  get instructions() {
    return t('What to do');
  },
  get instructionsHint() {
    return t('What a coach should do if it matters, e.g. where the inhaler is and when to call 999.');
  },
  get nothingHint() {
    return t('Leave empty if there is nothing to tell.');
  },
  get save() {
    return t('Save and confirm');
  },
  get saved() {
    return t('Saved. Thank you: the details are confirmed for this season.');
  },
  get saveFailed() {
    return t('Could not save the details.');
  },
  get reviewDue() {
    return t('Please check these details for the new season and save them to confirm.');
  },
  get neverFilled() {
    return t('Not filled in yet.');
  },
  confirmed: (when: string, by: string | null) =>
    by ? t('Last confirmed {when} by {by}.', { when, by }) : t('Last confirmed {when}.', { when }),
  get readOnly() {
    return t('Your parents keep these details up to date until you are 16.');
  },
  get consentsHeading() {
    return t('Consents');
  },
  consentGiven: (when: string, by: string | null) =>
    by ? t('Given {when} by {by}', { when, by }) : t('Given {when}', { when }),
  consentWithdrawn: (when: string, by: string | null) =>
    by ? t('Withdrawn {when} by {by}', { when, by }) : t('Withdrawn {when}', { when }),
  get consentNever() {
    return t('Not given');
  },
  get consentSaved() {
    return t('Consent saved.');
  },
  get consentFailed() {
    return t('Could not save the consent.');
  },
} as const;
