import { isYouthMode } from './age-groups';

/**
 * What an upgrade changed for a club, told once to its admins in their inbox (#28, Running it): the CHANGELOG's
 * breaking changes in a volunteer's words, newest version last. A version with nothing an admin must know has no note.
 */
export interface ReleaseNote {
  version: string;
  lines: readonly string[];
}

export const releaseNotes: readonly ReleaseNote[] = [
  {
    version: '0.2.0',
    lines: [
      'Postponed and cancelled fixtures are never the next match and never count as played or missed.',
      'A past fixture counts as played (attendance, absences, games played) only once it has a result, an event or ' +
        'a lineup: games played figures may have changed.',
      "Coaches now change only their own teams' matches (events, squads, reminders, cancelling and postponing): " +
        'make a coach a coach of each team they run under Teams.',
      'One email address belongs to one account: a parent who also coaches is one account with both user types.',
      'Youth mode hides goals, scores and goal counts from parents and players on every screen, the live link too.',
    ],
  },
];

/** The versions' numbers compared part by part: '0.10.0' comes after '0.9.0'. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The notes of the versions after `from`, up to and including `to`. */
export function notesBetween(from: string, to: string): ReleaseNote[] {
  return releaseNotes.filter((n) => compareVersions(n.version, from) > 0 && compareVersions(n.version, to) <= 0);
}

/**
 * The inbox message that tells the admins: the notes, then which teams hide results in youth mode by their age
 * group (no admin chose it: an upgrade may have switched it on), or null when there is nothing to tell.
 */
export function upgradeNotice(
  from: string,
  to: string,
  teams: readonly { team_name: string; age_group: string; youth_mode: boolean | null }[],
): { subject: string; lines: string[] } | null {
  const notes = notesBetween(from, to);
  const byAge = teams.filter((t) => t.youth_mode === null && isYouthMode(t)).map((t) => t.team_name);
  if (notes.length === 0) return null;
  const lines = notes.flatMap((n) => n.lines.map((line) => `• ${line}`));
  if (byAge.length)
    lines.push(
      `• Youth mode is on by age group for ${byAge.join(', ')}: parents and players see no score. ` +
        'Change it for a team under Teams.',
    );
  return { subject: `Touchline ${to}: what changed for your club`, lines };
}
