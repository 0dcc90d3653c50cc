import { hhmm, mapsSearchUrl, type Language, type Translator } from '@touchline/domain';
import type { EmailAction, EmailParts } from './templates';

/** 'Saturday 28 November' for a YYYY-MM-DD date, in the language's words. */
export function longDate(date: string, language: Language): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** 'Thursday 26 November, 23:59' for an instant on the club's wall clock, in the language's words. */
export function longInstant(iso: string, timeZone: string, language: Language = 'en-GB'): string {
  // The deadline is the midnight after a day: shown as that day's 23:59, which nobody misreads.
  const at = new Date(new Date(iso).getTime() - 60_000);
  const day = at.toLocaleDateString(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = at.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', timeZone });
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
export function fixtureLines(f: FixtureWords, words: Translator): string[] {
  const { t } = words;
  const maps = mapsSearchUrl(`${f.venue_name}, ${f.venue_address}`);
  const kickOff = hhmm(f.kick_off_time);
  return [
    t('{team} v {opponent} ({side, select, Home {home} other {away}}), {date}.', {
      team: f.team_name,
      opponent: f.opponent,
      side: f.home_or_away,
      date: longDate(f.match_date, words.language),
    }),
    f.meet_time
      ? t('Kick-off {time}, meet at {meet}.', { time: kickOff, meet: hhmm(f.meet_time) })
      : t('Kick-off {time}.', { time: kickOff }),
    t('Venue: {venue}, {address} (map: {map}).', { venue: f.venue_name, address: f.venue_address, map: maps }),
    t('Kit: {colours}.', { colours: f.colours }),
  ];
}

export function answerRequestParts(
  p: {
    name: string;
    playerName: string;
    fixture: FixtureWords;
    /** When answers close, in the recipient's words (`longInstant`). */
    deadline: string;
    reminder: boolean;
    links: { available: string; notAvailable: string; other: string };
    unsubscribeUrl: string;
    club: string;
  },
  words: Translator,
): EmailParts {
  const { t } = words;
  const f = p.fixture;
  const actions: EmailAction[] = [
    { label: t('Available'), url: p.links.available },
    { label: t('Not available'), url: p.links.notAvailable },
    { label: t('Maybe, or add a note'), url: p.links.other },
  ];
  const player = p.playerName;
  const date = longDate(f.match_date, words.language);
  return {
    subject: p.reminder
      ? t('Reminder: Can {player} play on {date}?', { player, date })
      : t('Can {player} play on {date}?', { player, date }),
    greeting: t('Hello {name},', { name: p.name }),
    before: [
      p.reminder
        ? t('We have no answer yet for {player}. Can they play?', { player })
        : t('Can {player} play in this match?', { player }),
      ...fixtureLines(f, words),
      t('Please answer by {deadline}. One tap records the answer; you do not need to sign in.', {
        deadline: p.deadline,
      }),
    ],
    actions,
    after: [t('The links work for this match only, while it takes answers.')],
    unsubscribe: {
      reason: p.reminder
        ? t('You get reminders because you are a family contact of a player in this team.')
        : t('You get availability requests because you are a family contact of a player in this team.'),
      url: p.unsubscribeUrl,
    },
    club: p.club,
    language: words.language,
  };
}

/** A notice that is also in the inbox (a fixture change, a squad): its lines and a link to it in Touchline. */
export function noticeParts(
  p: {
    name: string;
    subject: string;
    lines: string[];
    url: string;
    unsubscribe: { reason: string; url: string };
    club: string;
  },
  words: Translator,
): EmailParts {
  const { t } = words;
  return {
    subject: p.subject,
    greeting: t('Hello {name},', { name: p.name }),
    before: p.lines,
    actions: [{ label: t('Open in Touchline'), url: p.url }],
    after: [],
    unsubscribe: p.unsubscribe,
    club: p.club,
    language: words.language,
  };
}
