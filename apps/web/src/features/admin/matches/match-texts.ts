import { t, tc } from '../../../i18n/i18n';

/** The texts of the Match Management screen; spec §2.6, §5 and §8 word for word where the spec gives them. */
export const matchTexts = {
  get heading() {
    return t('Match Management');
  },
  get createNewMatch() {
    return t('Create New Match');
  },
  get generateMatches() {
    return t('Generate Matches');
  },
  get createTitle() {
    return t('Create Match');
  },
  get editTitle() {
    return t('Edit Match');
  },
  get searchPlaceholder() {
    return t('Search matches...');
  },
  get noMatches() {
    return t('No matches available.');
  },
  get noMatchesForSearch() {
    return t('No matches found matching your search.');
  },
  get deleteQuestion() {
    return t('Delete this match?');
  },
  get failedToFetchMatches() {
    return t('Failed to fetch matches');
  },
  get failedToCreateMatch() {
    return t('Failed to create match');
  },
  get failedToUpdateMatch() {
    return t('Failed to update match');
  },
  get failedToDeleteMatch() {
    return t('Failed to delete match');
  },
  get failedToCreateOppositionTeam() {
    return t('Failed to create opposition team');
  },
  get failedToFetchOppositionTeams() {
    return t('Failed to fetch opposition teams');
  },
  get failedToFetchTeams() {
    return t('Failed to fetch teams');
  },
  get failedToLoadMatchTypes() {
    return t('Failed to load match types');
  },
  get failedToLoadSeasons() {
    return t('Failed to load seasons');
  },
  get createNewOppositionTeam() {
    return t('Create New Opposition Team');
  },
  get meetTimeHint() {
    return t('Defaults to 30 minutes before kick-off');
  },
};

export function failedToCreateMatchFor(date: string): string {
  return t('Failed to create match for {date}', { date });
}

/** The accessible name of a row's menu button. */
export function matchActionsLabel(opposition: string, date: string): string {
  return t('Actions for match against {opposition} on {date}', { opposition, date });
}

/** The generator's results box: how many matches were created and which dates were skipped. */
export function createdSummary(count: number): string {
  return t('Created {count, plural, one {# match} other {# matches}}', { count });
}

export function skippedSummary(count: number): string {
  return t('Skipped {count, plural, one {# date} other {# dates}} that already had a match', { count });
}

/** 'Home' or 'Away' (a match's home_or_away) in the language in use. */
export function homeOrAwayLabel(value: 'Home' | 'Away'): string {
  return value === 'Home' ? tc('venue', 'Home') : tc('venue', 'Away');
}

/** 'scottish cup' → 'Scottish Cup': match type names are stored in lower case. */
export function matchTypeLabel(name: string): string {
  return name.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
