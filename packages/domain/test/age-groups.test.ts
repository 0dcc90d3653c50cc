import { describe, expect, it } from 'vitest';
import {
  ageOf,
  defaultMatchMinutes,
  defaultMaxMinutesPerDay,
  isYouthMode,
  youthModeDefault,
} from '../src/rules/age-groups';

describe('age groups', () => {
  it('reads the age from the usual spellings', () => {
    expect(ageOf('U10')).toBe(10);
    expect(ageOf(' u9 ')).toBe(9);
    expect(ageOf('U-12')).toBe(12);
    expect(ageOf('U 7s')).toBe(7);
    expect(ageOf('Open')).toBeNull();
    expect(ageOf('U10 Girls')).toBeNull();
  });

  it('turns youth mode on by default for U7 to U11 only', () => {
    expect(['U6', 'U7', 'U9', 'U11', 'U12', 'Adults'].map(youthModeDefault)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("lets the admin's choice win over the age group", () => {
    expect(isYouthMode({ age_group: 'U10', youth_mode: null })).toBe(true);
    expect(isYouthMode({ age_group: 'U10', youth_mode: false })).toBe(false);
    expect(isYouthMode({ age_group: 'U14', youth_mode: true })).toBe(true);
    expect(isYouthMode({ age_group: 'U14', youth_mode: null })).toBe(false);
  });

  it("gives the FA's most minutes per day and match lengths per age", () => {
    expect(
      ['U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U16', 'U17', 'U18', 'U19'].map(defaultMaxMinutesPerDay),
    ).toEqual([40, 40, 60, 60, 80, 80, 100, 100, 120, 120, null]);
    expect(
      ['U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U16', 'U17', 'Open'].map(defaultMatchMinutes),
    ).toEqual([40, 40, 50, 50, 60, 60, 70, 70, 80, 80, 90, 90]);
  });
});
