import { describe, expect, it } from 'vitest';
import { clubOf, composeEmail, invitationEmail, senderName } from '../src/mail/templates';
import { fixtureLines } from '../src/mail/notice-templates';
import { translatorFor } from '../src/i18n';

const english = translatorFor('en-GB');

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const fixture = {
  team_name: 'Lions',
  opponent: 'Hawks',
  match_date: '2026-11-28',
  kick_off_time: '10:00',
  meet_time: '09:30',
  venue_name: 'Riverside Park',
  venue_address: 'Mill Lane',
  home_or_away: 'Home' as const,
  colours: 'Red',
};
const longLink = `https://club.example.org/respond/available#${'x'.repeat(180)}`;
const email = composeEmail({
  subject: 'Can Robin play?',
  greeting: 'Hello Pat,',
  before: fixtureLines(fixture, english),
  actions: [{ label: 'Available', url: longLink }],
  after: [],
  unsubscribe: { reason: 'You get these because…', url: 'https://club.example.org/unsubscribe#t' },
  club: 'Oakfield Juniors',
});

describe('the emails (#28 item 14 and Running it)', () => {
  it('lay out at a phone’s width: a viewport, and long addresses wrap', () => {
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const fallback = /<p style="([^"]*)">If a button does not work/.exec(email.html);
    expect(fallback?.[1]).toContain('overflow-wrap: anywhere');
    expect(email.html).toMatch(/<body style="[^"]*overflow-wrap: anywhere/);
  });

  it('make the map a link in HTML and keep the address in the plain text', () => {
    expect(email.html).toMatch(/\(<a href="https:\/\/www\.google\.com\/maps\/search\/[^"]+" style="[^"]*">map<\/a>\)/);
    expect(email.html).not.toContain('(map: https://');
    expect(email.text).toMatch(/\(map: https:\/\/www\.google\.com\/maps\/search\/\S+\)/);
  });

  it('draw buttons in white on a colour with at least 4.5:1 contrast', () => {
    const background = /background: (#[0-9a-f]{6}); color: (#[0-9a-f]{6})/.exec(email.html);
    expect(background).not.toBeNull();
    expect(contrast(background![1]!, background![2]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('are signed with the club’s name, from MAIL_FROM', () => {
    expect(email.text).toContain('— Oakfield Juniors');
    expect(email.html).toContain('<p>— Oakfield Juniors</p>');
    expect(clubOf({ from: 'Oakfield Juniors <club@oakfield.example>' })).toBe('Oakfield Juniors');
    expect(clubOf({ from: '"Oakfield Juniors, U8–U16" <club@oakfield.example>' })).toBe('Oakfield Juniors, U8–U16');
    expect(clubOf({ from: 'club@oakfield.example' })).toBe('Touchline');
  });

  it('name the club in an invitation’s subject, and the person who invited', () => {
    const invite = (club: string) =>
      invitationEmail(
        { name: 'Pat', username: 'pat', url: 'https://x.example/#t', invitedBy: 'Coach Kim', club },
        english,
      );
    expect(invite('Oakfield Juniors').subject).toBe('You are invited to Oakfield Juniors on Touchline');
    expect(invite('Oakfield Juniors').text).toContain('Coach Kim has invited you to Oakfield Juniors on Touchline');
    expect(invite('Touchline').subject).toBe('You are invited to Touchline');
  });

  it('name the sender by name; an admin account without one speaks for the club', () => {
    expect(senderName({ shortName: 'Coach Kim', username: 'kim', role: 'user' }, 'Oakfield Juniors')).toBe('Coach Kim');
    expect(senderName({ shortName: null, username: 'admin', role: 'admin' }, 'Oakfield Juniors')).toBe(
      'Oakfield Juniors',
    );
    expect(senderName({ shortName: ' ', username: 'coach.kim', role: 'user' }, 'Oakfield Juniors')).toBe('coach.kim');
  });
});
