import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from './languages';

/**
 * A catalogue: each message's English source (ICU MessageFormat) → its text in one language. English is the key
 * (as gettext's msgid), so the code reads in English, the spec's texts stay word for word, and a message without a
 * translation shows in English. A message that means two things in English is told apart by a context:
 * `tc('venue', 'Home')`, key `venue|Home`.
 */
export type Catalogue = Readonly<Record<string, string>>;

export type Values = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  language: Language;
  /** The message in this language, its `{placeholders}`, plurals and selects filled from `values`. */
  t(message: string, values?: Values): string;
  /** The same for a message that needs a context to tell it from another with the same English. */
  tc(context: string, message: string, values?: Values): string;
  /** A text that may be a message (an API's error, a stored label): translated when the catalogue knows it. */
  known(text: string): string;
}

/** Marks a constant as a message for the catalogue (`npm run i18n:extract`) without translating it: it is one key. */
export const msg = <T extends string>(message: T): T => message;

/** The catalogue key of a message in a context. */
export const contextKey = (context: string, message: string) => `${context}|${message}`;

export function createTranslator(language: Language, catalogue: Catalogue): Translator {
  const formats = new Map<string, IntlMessageFormat | string>();
  const format = (key: string, message: string, values?: Values): string => {
    let compiled = formats.get(key);
    if (compiled === undefined) {
      const text = catalogue[key] ?? message;
      try {
        // Without placeholders a message is its text (with ICU's quoting undone).
        compiled = /[{}'#<]/.test(text) ? new IntlMessageFormat(text, language, undefined, { ignoreTag: true }) : text;
      } catch {
        compiled = text;
      }
      formats.set(key, compiled);
    }
    if (typeof compiled === 'string') return compiled;
    try {
      return String(compiled.format(values as Record<string, string>));
    } catch {
      return message;
    }
  };
  return {
    language,
    t: (message, values) => format(message, message, values),
    tc: (context, message, values) => format(contextKey(context, message), message, values),
    known: (text) => (Object.hasOwn(catalogue, text) ? format(text, text) : text),
  };
}
