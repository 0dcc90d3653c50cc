import { describe, expect, it } from 'vitest';
import { acceptedLanguages, createTranslator, languageFor, loadCatalogue, pickLanguage } from '../src/i18n';

describe('which language a person sees (decision 132)', () => {
  it('is their own choice, else the club’s, else the browser’s, else English', () => {
    expect(languageFor('es', 'en-GB', ['en-GB'])).toBe('es');
    expect(languageFor(null, 'es', ['en-GB'])).toBe('es');
    expect(languageFor(null, null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(languageFor(null, null, ['fr-FR'])).toBe('en-GB');
    expect(languageFor('klingon', null, ['en-US'])).toBe('en-GB');
  });
  it('matches a browser’s languages by language, then region', () => {
    expect(pickLanguage(['es-ES'])).toBe('es');
    expect(pickLanguage(['en-US', 'es'])).toBe('en-GB');
    expect(pickLanguage(['de', 'nl'])).toBeNull();
  });
  it('reads an Accept-Language header by preference', () => {
    expect(acceptedLanguages('fr;q=0.5, es-ES, en;q=0.8, *;q=0.1')).toEqual(['es-ES', 'en', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('a translator', () => {
  const es = createTranslator('es', {
    'Attempt {attempt} of {of}': 'Intento {attempt} de {of}',
    '{count, plural, one {# player} other {# players}}': '{count, plural, one {# jugador} other {# jugadores}}',
    'venue|Home': 'Local',
    Home: 'Inicio',
  });
  const en = createTranslator('en-GB', {});
  it('fills placeholders and plurals in its language, and says English without a catalogue', () => {
    expect(es.t('Attempt {attempt} of {of}', { attempt: 1, of: 5 })).toBe('Intento 1 de 5');
    expect(es.t('{count, plural, one {# player} other {# players}}', { count: 1 })).toBe('1 jugador');
    expect(es.t('{count, plural, one {# player} other {# players}}', { count: 1200 })).toBe('1200 jugadores');
    expect(en.t('{count, plural, one {# player} other {# players}}', { count: 1200 })).toBe('1,200 players');
    expect(en.t('Attempt {attempt} of {of}', { attempt: 2, of: 5 })).toBe('Attempt 2 of 5');
  });
  it('tells one English text apart by its context', () => {
    expect(es.t('Home')).toBe('Inicio');
    expect(es.tc('venue', 'Home')).toBe('Local');
    expect(en.tc('venue', 'Home')).toBe('Home');
  });
  it('shows a message it does not know in English, and a text that is no message as it is', () => {
    expect(es.t('Save')).toBe('Save');
    expect(es.known('Home')).toBe('Inicio');
    expect(es.known("There is no team called 'Lions {U9}'")).toBe("There is no team called 'Lions {U9}'");
  });
  it('keeps a literal apostrophe, and one doubled before a placeholder', () => {
    expect(en.t("Don't worry")).toBe("Don't worry");
    expect(en.t("There is no team called ''{name}''", { name: 'Lions' })).toBe("There is no team called 'Lions'");
  });
  it('loads Spanish as a catalogue of its own, and English as none', async () => {
    expect(await loadCatalogue('en-GB')).toEqual({});
    expect(typeof (await loadCatalogue('es'))).toBe('object');
  });
});
