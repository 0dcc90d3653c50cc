import { t } from '../../../i18n/i18n';

/** The words of a festival day on the match console (#34): the day's minutes table and the next match. */
export const festivalTexts = {
  get title() {
    return t('Festival day');
  },
  summary: (matches: number, max: number | null) =>
    max === null
      ? t('{matches, plural, one {# match} other {# matches}} today; no most minutes per day for this age group.', {
          matches,
        })
      : t('{matches, plural, one {# match} other {# matches}} today; at most {max} minutes a day for each player.', {
          matches,
          max: String(max),
        }),
  get legend() {
    return t(
      'Played: minutes from a match that is over. Planned: the rotation across the day for the matches still to ' +
        'play, evened out within the most minutes per day.',
    );
  },
  get tableLabel() {
    return t("The day's minutes");
  },
  get player() {
    return t('Player');
  },
  get total() {
    return t('Total');
  },
  get played() {
    return t('Played');
  },
  get planned() {
    return t('Planned');
  },
  get cancelled() {
    return t('Cancelled');
  },
  get postponed() {
    return t('Postponed');
  },
  get notPlanned() {
    return t('Not played');
  },
  get thisMatch() {
    return t('This match');
  },
  versus: (opposition: string) => t('v {opposition}', { opposition }),
  pitch: (venue: string) => t('Pitch: {venue}', { venue }),
  fullTime: (our: number, their: number) => t('FT {our}–{their}', { our: String(our), their: String(their) }),
  get fullTimeHidden() {
    return t('FT');
  },
  get inPlay() {
    return t('In play');
  },
  plannedMinutes: (minutes: number) => t("{minutes}' planned", { minutes: String(minutes) }),
  playedMinutes: (minutes: number) => t("{minutes}' played", { minutes: String(minutes) }),
  get loading() {
    return t('Loading the festival day…');
  },
  get couldNotLoad() {
    return t('The festival day could not be loaded');
  },
  get noPlayers() {
    return t('No players for the day yet: save a lineup, or publish a squad, for its matches.');
  },
  nextMatch: (opposition: string, time: string) => t('Next match: v {opposition} {time}', { opposition, time }),
  get lastMatch() {
    return t("That was the day's last match.");
  },
};
