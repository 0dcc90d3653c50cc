import { useSyncExternalStore } from 'react';
import { readToken } from '../browser/token-cookie';
import {
  createTranslator,
  isLanguage,
  languageFor,
  loadCatalogue,
  type Language,
  type Translator,
  type Values,
} from '@touchline/domain';

/**
 * The web app's words in the person's language (#32, decision 132). Every text on screen is written in English in
 * the code, inside `t('…')` (or `tc('context', '…')`, or marked with `msg('…')` where it is defined and passed to
 * `t()` where it is shown); `t` answers it in the language in use. Switching language renders the app again (the
 * language is the key of its root, `LanguageRoot`).
 */
let translator: Translator = createTranslator('en-GB', {});
const listeners = new Set<() => void>();

export const t = (message: string, values?: Values): string => translator.t(message, values);
export const tc = (context: string, message: string, values?: Values): string =>
  translator.tc(context, message, values);
/** A text that may be a message (an error the server answered): in the language in use when it is one. */
export const known = (text: string): string => translator.known(text);
export const currentLanguage = (): Language => translator.language;

/** This device's last language: the person's choice once signed in, so the sign-in page speaks it next time. */
const STORED = 'touchline-language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORED);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function store(language: Language | null): void {
  try {
    if (language) localStorage.setItem(STORED, language);
    else localStorage.removeItem(STORED);
  } catch {
    // Private mode: the choice holds for this visit.
  }
}

/** Loads a language's catalogue and renders the app in it. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language === translator.language) return;
  const next = createTranslator(language, await loadCatalogue(language));
  translator = next;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * The language to start in: this device's last (the person's choice), else the club's (GET /features, when known),
 * else the browser's, else English.
 */
export function startLanguage(club: string | null = null): Promise<void> {
  return switchLanguage(languageFor(storedLanguage(), club, navigator.languages ?? [navigator.language]));
}

/**
 * A signed-in person's own choice (null: the club's, then the browser's) is this device's from now on, and the app's
 * language at once.
 */
export function applyPersonsLanguage(own: Language | null, club: Language | null = null): Promise<void> {
  store(own);
  return switchLanguage(languageFor(own, club, navigator.languages ?? [navigator.language]));
}

/**
 * The club's language (GET /features), for a device whose person chose none: the app switches to it when it learns
 * it, after the first frame (a first visit's only; the sign-in page is not held back for it).
 */
export async function followClubLanguage(): Promise<void> {
  // Signed in, the token check says the club's language (GET /users/validate): no request of its own.
  if (storedLanguage() || readToken()) return;
  try {
    const answer = (await (await fetch('/api/features', { signal: AbortSignal.timeout(15_000) })).json()) as {
      language?: unknown;
    };
    if (isLanguage(answer.language)) await switchLanguage(answer.language);
  } catch {
    // A server not answering yet: the browser's language holds.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language in use, re-rendering when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
