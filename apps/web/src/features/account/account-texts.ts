import { t } from '../../i18n/i18n';

/** The words of the account screens and the pages emailed links open (read when shown: in the language in use). */
export const accountTexts = {
  get forgotTitle() {
    return t('Forgot password');
  },
  get forgotIntro() {
    return t(
      'Enter your username or the email address on your account. We will email you a link to choose a new password.',
    );
  },
  get loginLabel() {
    return t('Username or email');
  },
  get sendLink() {
    return t('Send link');
  },
  get sending() {
    return t('Sending...');
  },
  get backToSignIn() {
    return t('Back to sign in');
  },
  get checkingLink() {
    return t('Checking your link...');
  },
  get linkProblemTitle() {
    return t('This link does not work');
  },
  get askAgain() {
    return t('Forgot password?');
  },
  get invitationTitle() {
    return t('Choose your password');
  },
  get resetTitle() {
    return t('Choose a new password');
  },
  greeting: (name: string, username: string) => t('Hello {name}. Your username is {username}.', { name, username }),
  get newPassword() {
    return t('New password');
  },
  get confirmPassword() {
    return t('Confirm new password');
  },
  get passwordHint() {
    return t('At least 12 characters. A few words you will remember are better than a short, clever password.');
  },
  get passwordsDiffer() {
    return t('Passwords do not match');
  },
  get setAndSignIn() {
    return t('Set password and sign in');
  },
  get saving() {
    return t('Saving...');
  },
  get failed() {
    return t('Something went wrong. Please try again.');
  },
  get confirmTitle() {
    return t('Confirm your email');
  },
  get confirming() {
    return t('Confirming your email address...');
  },
  confirmed: (email: string) => t('Your email address is now {email}.', { email }),
  get goToTouchline() {
    return t('Go to Touchline');
  },
  get accountTitle() {
    return t('Account settings');
  },
  get loadingAccount() {
    return t('Loading account...');
  },
  get accountFailed() {
    return t('Failed to load your account');
  },
  get retry() {
    return t('Retry');
  },
  get profileHeading() {
    return t('Your name');
  },
  get username() {
    return t('Username');
  },
  get shortName() {
    return t('Short name');
  },
  get shortNameHint() {
    return t('How Touchline shows you to others, e.g. "Sam".');
  },
  get saveName() {
    return t('Save name');
  },
  get nameSaved() {
    return t('Your name has been saved.');
  },
  get emailHeading() {
    return t('Email');
  },
  currentEmail: (email: string | null) =>
    email ? t('Your email address is {email}.', { email }) : t('You have no email address yet.'),
  pendingEmail: (email: string) => t('Waiting for you to open the link we sent to {email}.', { email }),
  get newEmail() {
    return t('New email address');
  },
  get currentPassword() {
    return t('Current password');
  },
  get changeEmail() {
    return t('Change email');
  },
  get passwordHeading() {
    return t('Password');
  },
  get changePassword() {
    return t('Change password');
  },
  get mismatchHint() {
    return t('Type the new password again.');
  },
  get languageHeading() {
    return t('Language');
  },
  get languageHint() {
    return t('The language Touchline speaks to you in, on every device you sign in on.');
  },
  get clubLanguage() {
    return t("The club's language");
  },
  get languageFailed() {
    return t('The language could not be saved');
  },
} as const;
