import { tc } from '../../i18n/i18n';

/** 'Home' or 'Away' (a match's `home_or_away`, data) in the language in use. */
export const venueLabel = (side: 'Home' | 'Away'): string =>
  side === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away');
