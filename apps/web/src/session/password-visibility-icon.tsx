import { VisuallyHidden } from '@mantine/core';
import { t } from '../i18n/i18n';

/**
 * Content of the password field's show/hide toggle. The button's name, 'Show password', comes from
 * hidden text rather than aria-label, so that finding the field by its label ('Password') matches
 * the field only; whether the password is shown is told by the button's aria-pressed.
 */
export function PasswordVisibilityIcon({ reveal }: { reveal: boolean }) {
  return (
    <>
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
        {reveal && <path d="M3 3l18 18" />}
      </svg>
      <VisuallyHidden>{t('Show password')}</VisuallyHidden>
    </>
  );
}
