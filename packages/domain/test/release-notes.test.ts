import { describe, expect, it } from 'vitest';
import { compareVersions, notesBetween, releaseNotes, upgradeNotice } from '../src/rules/release-notes';

describe('release notes', () => {
  it('compares versions part by part', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('0.2.0', '0.2')).toBe(0);
    expect(compareVersions('0.1.0', '0.2.0')).toBeLessThan(0);
  });

  it('gives the notes after the version left, up to the one started', () => {
    expect(notesBetween('0.1.0', '0.2.0').map((n) => n.version)).toEqual(['0.2.0']);
    expect(notesBetween('0.2.0', '0.2.0')).toEqual([]);
    expect(notesBetween('0.0.1', '0.1.0')).toEqual([]);
  });

  it('names the teams youth mode covers by age group, not those an admin chose', () => {
    const notice = upgradeNotice('0.1.0', '0.2.0', [
      { team_name: 'U8 Minis', age_group: 'U8', youth_mode: null },
      { team_name: 'U9 Chosen', age_group: 'U9', youth_mode: true },
      { team_name: 'U15 Seniors', age_group: 'U15', youth_mode: null },
    ]);
    expect(notice?.lines.at(-1)).toBe(
      '• Youth mode is on by age group for U8 Minis: parents and players see no score. ' +
        'Change it for a team under Teams.',
    );
    expect(notice?.lines).toHaveLength((releaseNotes[0]?.lines.length ?? 0) + 1);
    expect(upgradeNotice('0.2.0', '0.2.0', [])).toBeNull();
  });
});
