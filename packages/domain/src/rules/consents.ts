import type { ConsentKind } from '../schemas/consents';
import { ageOn } from './age';
import { msg } from '../i18n/translate';

/** From this age a player may give their own consents and, with consent, be contacted directly. */
export const AGE_OF_OWN_CONSENT = 16;
export const AGE_OF_ADULT = 18;

export type GivenConsents = Partial<Record<ConsentKind, boolean>>;

/** A 16- or 17-year-old: direct contact needs consent, and copies the parents unless consent says otherwise. */
export function isMinorOfOwnConsent(dateOfBirth: string | null, today: string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= AGE_OF_OWN_CONSENT && age < AGE_OF_ADULT;
}

/** Can this player give their own consents (16 or over)? */
export function givesOwnConsent(dateOfBirth: string | null, today: string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age >= AGE_OF_OWN_CONSENT;
}

/**
 * May the club contact this player's own account directly? Under 16 (or of unknown age): never; 16 or 17: with the
 * `direct_contact` consent; 18 and over: yes.
 */
export function contactsPlayerDirectly(dateOfBirth: string | null, today: string, consents: GivenConsents): boolean {
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < AGE_OF_OWN_CONSENT) return false;
  return age >= AGE_OF_ADULT || consents.direct_contact === true;
}

/**
 * Are the parents copied on what goes to the player? Always, unless the player is contacted directly and the
 * `no_parent_copy` consent is given (decision 130).
 */
export function copiesParents(dateOfBirth: string | null, today: string, consents: GivenConsents): boolean {
  return !(contactsPlayerDirectly(dateOfBirth, today, consents) && consents.no_parent_copy === true);
}

/** The consents that only a player of 16 or 17 can have (their parents or they give them). */
export const consentsFrom16: readonly ConsentKind[] = ['direct_contact', 'no_parent_copy'];

/**
 * How a player's name is shown where people outside the club see it (the live link, exports): the name with the
 * `photos` consent, else 'Player' (high privacy by default, decision 130).
 */
export function publicPlayerName(name: string, consents: GivenConsents): string {
  return consents.photos === true ? name : msg('Player');
}
