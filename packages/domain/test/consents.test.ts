import { describe, expect, it } from 'vitest';
import {
  contactsPlayerDirectly,
  copiesParents,
  givesOwnConsent,
  isMinorOfOwnConsent,
  publicPlayerName,
} from '../src/rules/consents';

const today = '2026-11-28';

describe('consents (decision 130)', () => {
  it('lets a player give their own consents from their 16th birthday', () => {
    expect(givesOwnConsent('2010-11-28', today)).toBe(true);
    expect(givesOwnConsent('2010-11-29', today)).toBe(false);
    expect(givesOwnConsent(null, today)).toBe(false);
    expect(isMinorOfOwnConsent('2009-11-29', today)).toBe(true);
    expect(isMinorOfOwnConsent('2008-11-28', today)).toBe(false);
  });

  it('contacts a 16- or 17-year-old directly only with consent, an adult always, a child never', () => {
    expect(contactsPlayerDirectly('2010-01-01', today, {})).toBe(false);
    expect(contactsPlayerDirectly('2010-01-01', today, { direct_contact: true })).toBe(true);
    expect(contactsPlayerDirectly('2012-01-01', today, { direct_contact: true })).toBe(false);
    expect(contactsPlayerDirectly(null, today, { direct_contact: true })).toBe(false);
    expect(contactsPlayerDirectly('2008-01-01', today, {})).toBe(true);
  });

  it('copies the parents unless the player is contacted directly and consent says not to', () => {
    expect(copiesParents('2010-01-01', today, { no_parent_copy: true })).toBe(true);
    expect(copiesParents('2010-01-01', today, { direct_contact: true })).toBe(true);
    expect(copiesParents('2010-01-01', today, { direct_contact: true, no_parent_copy: true })).toBe(false);
  });

  it("shows a player's name outside the club only with the photos consent", () => {
    expect(publicPlayerName('Sam', { photos: true })).toBe('Sam');
    expect(publicPlayerName('Sam', { photos: false })).toBe('Player');
    expect(publicPlayerName('Sam', {})).toBe('Player');
  });
});
