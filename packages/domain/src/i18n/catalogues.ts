import type { Catalogue } from './translate';
import type { Language } from './languages';

/**
 * A language's catalogue (`locales/<language>.json`, flat JSON: the English message → its translation, the format
 * Weblate calls "JSON file"). English needs none: its messages are their keys. Loaded when first needed, so the web
 * app's Spanish is a chunk of its own.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  switch (language) {
    case 'es':
      return (await import('./locales/es.json')).default as Catalogue;
    default:
      return {};
  }
}
