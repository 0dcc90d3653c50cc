/**
 * The languages Touchline speaks (#32, decision 132): English (en-GB), the source of every message and the spec's
 * exact texts, and Spanish (es), complete. A language is complete when its catalogue has every message
 * (`npm run i18n:check`).
 */
export const languages = ['en-GB', 'es'] as const;
export type Language = (typeof languages)[number];

export const SOURCE_LANGUAGE: Language = 'en-GB';

/** Each language's name in itself, as a language picker shows it. */
export const languageNames: Record<Language, string> = { 'en-GB': 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/**
 * The first of `wanted` (a browser's languages, an Accept-Language header's) that Touchline speaks, by language
 * then region (`es-MX` is Spanish, `en-US` English), or null.
 */
export function pickLanguage(wanted: readonly string[]): Language | null {
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    if (!lower) continue;
    const exact = languages.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split('-')[0];
    const byBase = languages.find((l) => l.toLowerCase().split('-')[0] === base);
    if (byBase) return byBase;
  }
  return null;
}

/** The languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/**
 * Which language a person sees: their own choice, else the club's (CLUB_LANGUAGE), else their browser's, else
 * English.
 */
export function languageFor(
  own: string | null | undefined,
  club: string | null | undefined,
  browser: readonly string[],
): Language {
  if (isLanguage(own)) return own;
  if (isLanguage(club)) return club;
  return pickLanguage(browser) ?? SOURCE_LANGUAGE;
}
