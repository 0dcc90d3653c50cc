import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { formatDate } from '../src/ui/dates/format-date';
import { currentLanguage, known, startLanguage, switchLanguage, t, tc } from '../src/i18n/i18n';
import { LanguageRoot } from '../src/i18n/language-root';

/** The web app's language in use (decision 132): the Spanish catalogue, dates by language, a new render on a switch. */
afterEach(async () => {
  await switchLanguage('en-GB');
  localStorage.clear();
});

function Greeting() {
  return <p>{t('Sign In')}</p>;
}

describe('the language in use', () => {
  it('answers in Spanish from the catalogue, dates included, and in English again', async () => {
    await switchLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(t('Sign In')).toBe('Iniciar sesión');
    expect(tc('venue', 'Home')).toBe('Local');
    expect(known('Invalid credentials')).not.toBe('Invalid credentials');
    expect(known('Something the catalogue has never seen')).toBe('Something the catalogue has never seen');
    const saturday = new Date('2026-11-28T12:00:00Z');
    expect(formatDate(saturday, { weekday: 'long', timeZone: 'UTC' })).toBe('sábado');
    await switchLanguage('en-GB');
    expect(t('Sign In')).toBe('Sign In');
    expect(formatDate(saturday, { weekday: 'long', timeZone: 'UTC' })).toBe('Saturday');
  });

  it('renders the app again in the new language', async () => {
    render(
      <LanguageRoot>
        <Greeting />
      </LanguageRoot>,
    );
    expect(screen.getByText('Sign In')).toBeTruthy();
    await act(() => switchLanguage('es'));
    expect(screen.getByText('Iniciar sesión')).toBeTruthy();
  });

  it("starts in this device's last language before the browser's", async () => {
    localStorage.setItem('touchline-language', 'es');
    await startLanguage();
    expect(currentLanguage()).toBe('es');
  });
});
