/** What families are told when a fixture changes (decision 106). */

export interface FixtureFacts {
  match_date: string;
  kick_off_time: string;
  meet_time: string | null;
  venue_name: string;
  venue_address: string;
  status: 'scheduled' | 'postponed' | 'cancelled';
  status_reason: string | null;
}

export interface FixtureChange {
  what: 'Date' | 'Kick-off' | 'Meet time' | 'Venue' | 'Status';
  before: string;
  after: string;
}

const time = (t: string | null) => (t ? t.slice(0, 5) : 'none');
const venue = (f: FixtureFacts) => `${f.venue_name}, ${f.venue_address}`;
const statusWords = { scheduled: 'On', postponed: 'Postponed', cancelled: 'Cancelled' } as const;

/**
 * The changes families hear about: date, kick-off, meet time, venue (name or address) and status. Anything else
 * (kit colours, the match type, the opposition's record) changes nothing they act on.
 */
export function fixtureChanges(before: FixtureFacts, after: FixtureFacts): FixtureChange[] {
  const changes: FixtureChange[] = [];
  if (before.status !== after.status)
    changes.push({ what: 'Status', before: statusWords[before.status], after: statusWords[after.status] });
  if (before.match_date !== after.match_date)
    changes.push({ what: 'Date', before: before.match_date, after: after.match_date });
  if (time(before.kick_off_time) !== time(after.kick_off_time))
    changes.push({ what: 'Kick-off', before: time(before.kick_off_time), after: time(after.kick_off_time) });
  if (time(before.meet_time) !== time(after.meet_time))
    changes.push({ what: 'Meet time', before: time(before.meet_time), after: time(after.meet_time) });
  if (venue(before) !== venue(after)) changes.push({ what: 'Venue', before: venue(before), after: venue(after) });
  return changes;
}

/** The subject line: 'Postponed', 'Cancelled', 'Back on', or what moved ('Kick-off and venue changed'). */
export function changeHeadline(changes: readonly FixtureChange[]): string {
  const status = changes.find((c) => c.what === 'Status');
  if (status) return status.after === 'On' ? 'Back on' : status.after;
  const names = changes.map((c) => c.what);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!.toLowerCase()}`;
  return `${list} changed`;
}
