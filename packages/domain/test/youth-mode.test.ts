import { describe, expect, it } from 'vitest';
import { hidesResultsFrom, resultsHiddenFor, withHiddenGoals, youthModeChoice } from '../src/rules/youth-mode';

const viewer = (role: 'admin' | 'user', ...types: ('Parent' | 'Coach' | 'Player')[]) => ({
  role,
  userTypes: types.map((type) => ({ type })),
});

describe('youth mode', () => {
  it('hides results from parents and players, not from coaches or admins', () => {
    expect(hidesResultsFrom(viewer('user', 'Parent'))).toBe(true);
    expect(hidesResultsFrom(viewer('user', 'Player'))).toBe(true);
    expect(hidesResultsFrom(viewer('user'))).toBe(true);
    expect(hidesResultsFrom(viewer('user', 'Coach'))).toBe(false);
    expect(hidesResultsFrom(viewer('user', 'Parent', 'Coach'))).toBe(false);
    expect(hidesResultsFrom(viewer('admin'))).toBe(false);
  });

  it("hides a team's results when the team is in youth mode, by choice or by its age group", () => {
    const parent = viewer('user', 'Parent');
    expect(resultsHiddenFor({ age_group: 'U10', youth_mode: null }, parent)).toBe(true);
    expect(resultsHiddenFor({ age_group: 'U12', youth_mode: null }, parent)).toBe(false);
    expect(resultsHiddenFor({ age_group: 'U12', youth_mode: true }, parent)).toBe(true);
    expect(resultsHiddenFor({ age_group: 'U10', youth_mode: false }, parent)).toBe(false);
    expect(resultsHiddenFor({ age_group: 'U10', youth_mode: null }, viewer('user', 'Coach'))).toBe(false);
  });

  it('hides the goals of a score and keeps the rest', () => {
    const score = { our_goals: 4, opposition_goals: 1, has_events: true, youth_mode: true };
    expect(withHiddenGoals(score)).toEqual({
      our_goals: null,
      opposition_goals: null,
      has_events: true,
      youth_mode: true,
    });
    expect(score.our_goals).toBe(4);
  });

  it('reads the choice a team body asks for', () => {
    expect(youthModeChoice({ age_group: 'U10' })).toBeUndefined();
    expect(youthModeChoice({ age_group: 'U10', youth_mode: null })).toBeNull();
    expect(youthModeChoice({ age_group: 'U10', youth_mode: false })).toBe(false);
    expect(youthModeChoice({ age_group: 'U14', youth_mode: true })).toBe(true);
  });

  it('keeps the choice of a team sent back unchanged, and takes a changed mode as the choice', () => {
    // Following the age group, sent back as it was: still following it.
    expect(youthModeChoice({ age_group: 'U10', youth_mode: true, youth_mode_choice: null })).toBeNull();
    expect(youthModeChoice({ age_group: 'U10', youth_mode_choice: null })).toBeNull();
    expect(youthModeChoice({ age_group: 'U14', youth_mode: true, youth_mode_choice: true })).toBe(true);
    // The mode in effect switched: that is the admin's choice now.
    expect(youthModeChoice({ age_group: 'U10', youth_mode: false, youth_mode_choice: null })).toBe(false);
    expect(youthModeChoice({ age_group: 'U14', youth_mode: true, youth_mode_choice: null })).toBe(true);
    // Something else where the choice goes counts for nothing.
    expect(youthModeChoice({ age_group: 'U14', youth_mode: true, youth_mode_choice: 'yes' })).toBe(true);
  });
});
