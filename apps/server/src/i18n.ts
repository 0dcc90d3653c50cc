import {
  createTranslator,
  isLanguage,
  SOURCE_LANGUAGE,
  type Catalogue,
  type Language,
  type Translator,
} from '@touchline/domain';
import es from '@touchline/domain/i18n/locales/es.json';

/**
 * The server's words in each person's language (#32, decision 132): emails and push messages are written in their
 * recipient's. The catalogues are part of the server (bundled with it); English needs none, its messages are their
 * keys.
 */

/** A language's catalogue. */
function catalogueOf(language: Language): Catalogue {
  return language === 'es' ? (es as Catalogue) : {};
}

const translators = new Map<Language, Translator>();

/** The words of one language, made once. */
export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, language === SOURCE_LANGUAGE ? {} : catalogueOf(language));
    translators.set(language, translator);
  }
  return translator;
}

/** The language someone is written to in: their own choice, else the club's (CLUB_LANGUAGE), else English. */
export function recipientLanguage(own: string | null | undefined, club: Language | null | undefined): Language {
  if (isLanguage(own)) return own;
  if (isLanguage(club)) return club;
  return SOURCE_LANGUAGE;
}

/** The translator of a person's language. */
export const recipientTranslator = (own: string | null | undefined, club: Language | null | undefined) =>
  translatorFor(recipientLanguage(own, club));
