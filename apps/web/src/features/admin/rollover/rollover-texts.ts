import { t } from '../../../i18n/i18n';

/** The words of the season's rollover (#34), each in the language in use. */
export const rolloverTexts = {
  get title() {
    return t('Start the next season');
  },
  get intro() {
    return t(
      'Every team moves up an age group with its players, and youth mode and the match length follow the new age ' +
        'group. Tick the players who are leaving: they are kept for the statistics of the seasons they played, then ' +
        'erased on the club’s retention schedule. Nothing changes until you have seen the preview and started the ' +
        'season, and then everything changes at once.',
    );
  },
  get loading() {
    return t('Loading the teams...');
  },
  get failed() {
    return t('Could not load the teams.');
  },
  get season() {
    return t('The new season');
  },
  get name() {
    return t('Season name');
  },
  get starts() {
    return t('Start date');
  },
  get ends() {
    return t('End date');
  },
  get teams() {
    return t('Teams next season');
  },
  newName: (team: string) => t('New name for {team}', { team }),
  newAge: (team: string) => t('Age group of {team}', { team }),
  playersOf: (team: string, count: number) => t('Players of {team} ({count})', { team, count: String(count) }),
  leaving: (player: string) => t('{player} is leaving', { player }),
  leavingCount: (count: number) => t('{count} leaving', { count: String(count) }),
  get preview() {
    return t('Preview the changes');
  },
  get previewFailed() {
    return t('Could not preview the changes.');
  },
  get changes() {
    return t('What will change');
  },
  get problems() {
    return t('Fix these before the season can start');
  },
  ends_: (name: string) =>
    t('{name} ends: its matches keep the length they were played at and its statistics stay as they are.', { name }),
  get team() {
    return t('Team');
  },
  get ageGroup() {
    return t('Age group');
  },
  get youthMode() {
    return t('Youth mode');
  },
  get length() {
    return t('Match length');
  },
  get format() {
    return t('Format');
  },
  get players() {
    return t('Players');
  },
  get on() {
    return t('On');
  },
  get off() {
    return t('Off');
  },
  minutes: (n: number) => t('{n} min', { n: String(n) }),
  format_: (n: number) => t('{n}v{n}', { n: String(n) }),
  moving: (moving: number, leaving: number) =>
    t('{moving} move up, {leaving} leave', { moving: String(moving), leaving: String(leaving) }),
  get leavers() {
    return t('Leaving the club');
  },
  get noLeavers() {
    return t('Nobody is leaving.');
  },
  familiesAsked: (n: number) =>
    t('{n} parents will be asked to confirm their children’s details, consents and medical information.', {
      n: String(n),
    }),
  checksDue: (when: string) => t('Coaches’ checks not current on {when}', { when }),
  get noChecksDue() {
    return t('Every coach’s checks are current on the first day.');
  },
  start: (name: string) => t('Start season {name}', { name }),
  get startFailed() {
    return t('Could not start the season.');
  },
  started: (name: string, teams: number, leavers: number) =>
    t('Season {name} has started. Teams moved on: {teams}. Players archived: {leavers}.', {
      name,
      teams: String(teams),
      leavers: String(leavers),
    }),
  get open() {
    return t('Start the next season');
  },
  get openHint() {
    return t(
      'Every summer: move every team up an age group, say who is leaving, and ask families to check their details.',
    );
  },
} as const;
