import { hhmm, mapsSearchUrl } from '@touchline/domain';
import type { EmailAction, EmailParts } from './templates';

/** 'Saturday 28 November' for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** 'Thursday 26 November, 23:59' for an instant on the club's wall clock. */
export function longInstant(iso: string, timeZone: string): string {
  // The deadline is the midnight after a day: shown as that day's 23:59, which nobody misreads.
  const at = new Date(new Date(iso).getTime() - 60_000);
  const day = at.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day}, ${time}`;
}

export interface FixtureWords {
  team_name: string;
  opponent: string;
  match_date: string;
  kick_off_time: string;
  meet_time: string | null;
  venue_name: string;
  venue_address: string;
  home_or_away: 'Home' | 'Away';
  colours: string;
}

/** The lines that say where and when: date, kick-off, meet, venue with a maps link, kit. */
export function fixtureLines(f: FixtureWords): string[] {
  const maps = mapsSearchUrl(`${f.venue_name}, ${f.venue_address}`);
  return [
    `${f.team_name} v ${f.opponent} (${f.home_or_away.toLowerCase()}), ${longDate(f.match_date)}.`,
    `Kick-off ${hhmm(f.kick_off_time)}${f.meet_time ? `, meet at ${hhmm(f.meet_time)}` : ''}.`,
    `Venue: ${f.venue_name}, ${f.venue_address} (map: ${maps}).`,
    `Kit: ${f.colours}.`,
  ];
}

export function answerRequestParts(p: {
  name: string;
  playerName: string;
  fixture: FixtureWords;
  deadline: string;
  reminder: boolean;
  links: { available: string; notAvailable: string; other: string };
  unsubscribeUrl: string;
  club: string;
}): EmailParts {
  const f = p.fixture;
  const actions: EmailAction[] = [
    { label: 'Available', url: p.links.available },
    { label: 'Not available', url: p.links.notAvailable },
    { label: 'Maybe, or add a note', url: p.links.other },
  ];
  return {
    subject: `${p.reminder ? 'Reminder: ' : ''}Can ${p.playerName} play on ${longDate(f.match_date)}?`,
    greeting: `Hello ${p.name},`,
    before: [
      p.reminder
        ? `We have no answer yet for ${p.playerName}. Can they play?`
        : `Can ${p.playerName} play in this match?`,
      ...fixtureLines(f),
      `Please answer by ${p.deadline}. One tap records the answer; you do not need to sign in.`,
    ],
    actions,
    after: ['The links work for this match only, while it takes answers.'],
    unsubscribe: {
      reason: p.reminder
        ? 'You get reminders because you are a family contact of a player in this team.'
        : 'You get availability requests because you are a family contact of a player in this team.',
      url: p.unsubscribeUrl,
    },
    club: p.club,
  };
}

/** A notice that is also in the inbox (a fixture change, a squad): its lines and a link to it in Touchline. */
export function noticeParts(p: {
  name: string;
  subject: string;
  lines: string[];
  url: string;
  unsubscribe: { reason: string; url: string };
  club: string;
}): EmailParts {
  return {
    subject: p.subject,
    greeting: `Hello ${p.name},`,
    before: p.lines,
    actions: [{ label: 'Open in Touchline', url: p.url }],
    after: [],
    unsubscribe: p.unsubscribe,
    club: p.club,
  };
}
