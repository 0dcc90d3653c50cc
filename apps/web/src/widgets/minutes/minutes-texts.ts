import { t, tc } from '../../i18n/i18n';

/** The words of fair minutes (decision 109): the rotation dialog, the sub timer and the live minutes table. */
export const minutesTexts = {
  get rotation() {
    return t('Rotation');
  },
  get rotationTitle() {
    return t('Rotation for this match');
  },
  get onPitch() {
    return t('Players on the pitch');
  },
  get changeEvery() {
    return t('Change every (minutes)');
  },
  get matchMinutes() {
    return t('Match length (minutes)');
  },
  get saveRotation() {
    return t('Save rotation');
  },
  get saved() {
    return t('Rotation saved.');
  },
  get loading() {
    return t('Loading…');
  },
  notSaved: (ageGroup: string) => t('Not saved yet: these are the {ageGroup} defaults.', { ageGroup }),
  get noSquad() {
    return t('No players to rotate: save the lineup, or publish the squad, first.');
  },
  get couldNotSave() {
    return t('The rotation could not be saved');
  },
  get limitNotSaved() {
    return t('The most minutes per day could not be saved');
  },
  get couldNotLoad() {
    return t('Could not load: try again');
  },
  maxPerDay: (ageGroup: string, max: number | null) =>
    max === null
      ? t('No most minutes per day for {ageGroup}.', { ageGroup })
      : t('Most minutes per day for {ageGroup}: {max}.', { ageGroup, max: String(max) }),
  /** The plan in a volunteer's words (#28 item 24): who plays how long, and the keeper. */
  planRange: (fewest: number, most: number, keeper: string | null, length: number) => {
    const values = { fewest: String(fewest), most: String(most), keeper, length: String(length) };
    if (keeper)
      return fewest === most
        ? t('Every outfield player plays {most} minutes; {keeper} stays in goal for all {length}.', values)
        : t(
            'Every outfield player plays between {fewest} and {most} minutes; {keeper} stays in goal for all {length}.',
            values,
          );
    return fewest === most
      ? t('Every player plays {most} minutes.', values)
      : t('Every player plays between {fewest} and {most} minutes.', values);
  },
  get plan() {
    return t('The plan');
  },
  get player() {
    return t('Player');
  },
  get season() {
    return t('This season');
  },
  get todayBefore() {
    return t('Earlier today');
  },
  get planned() {
    return t('Planned');
  },
  get changesTitle() {
    return t('Changes');
  },
  change: (at: number, off: string, on: string) => t("{at}': {off} off, {on} on", { at: String(at), off, on }),
  subDue: (pairs: string) => t('Sub due: {pairs}', { pairs }),
  nextChange: (at: number, pairs: string) => t("Next change at {at}': {pairs}", { at: String(at), pairs }),
  pair: (off: string, on: string) => t('{off} off, {on} on', { off, on }),
  get makeChange() {
    return t('Make the change');
  },
  /** The Undo bar's label for a change made with one tap: all its pairs, undone together. */
  changeMade: (pairs: readonly string[]) =>
    pairs.length === 1
      ? t('Substitution: {pairs}', { pairs: pairs.join('; ') })
      : t('Change: {pairs}', { pairs: pairs.join('; ') }),
  get subTimer() {
    return t('Sub timer');
  },
  get noLineup() {
    return t('Save the lineup to use the sub timer: it starts from the starting players.');
  },
  get minutesTitle() {
    return t('Minutes');
  },
  get played() {
    return t('Played');
  },
  get share() {
    return t('Share');
  },
  get today() {
    return t('Today');
  },
  get onNow() {
    return tc('on the pitch', 'on');
  },
  overMax: (max: number) => t('Over {max} today', { max: String(max) }),
  minutesCaption: (max: number | null) =>
    max === null
      ? t('Minutes so far, planned, and share of the minutes played while in the squad.')
      : t(
          'Minutes so far, planned, and share of the minutes played while in the squad; more than {max} in a day is ' +
            'flagged.',
          { max: String(max) },
        ),
  get limitsButton() {
    return t('Minutes per day');
  },
  get limitsTitle() {
    return t('Most minutes per day');
  },
  get limitsIntro() {
    return t(
      "The most minutes a player should play in one day, per age group. Empty follows the FA's figure for youth " +
        'football (U7–U8 40, U9–U10 60, U11–U12 80, U13–U16 100, U17–U18 120).',
    );
  },
  limitLabel: (ageGroup: string) => t('Most minutes per day for {ageGroup}', { ageGroup }),
  faFigure: (minutes: number | null) =>
    minutes === null ? t('No FA figure') : t('FA: {minutes}', { minutes: String(minutes) }),
  saveLimit: (ageGroup: string) => t('Save {ageGroup}', { ageGroup }),
  limitSaved: (ageGroup: string) => t('Saved for {ageGroup}.', { ageGroup }),
};
