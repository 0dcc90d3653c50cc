import { t } from '../../i18n/i18n';

/** The dashboard's texts, word for word from the spec (§1, §2, §8) where it gives them. */
export const dashboardTexts = {
  get welcomeTitle() {
    return t('Welcome to Touchline');
  },
  get welcomeBody() {
    return t('Your account is being set up. Please contact an administrator to get access to your club.');
  },
  get upcomingMatchesFailed() {
    return t('Failed to fetch upcoming matches');
  },
  get noUpcomingMatches() {
    return t('No upcoming matches');
  },
  get coachesFailed() {
    return t('Failed to fetch coaches');
  },
  get availabilityFailed() {
    return t('Failed to fetch availability data');
  },
  get invalidPlayers() {
    return t('Invalid players data format');
  },
  get noTeamPlayers() {
    return t('No players found for the team');
  },
  get everyoneAvailable() {
    return t('Everyone is available for this match');
  },
  get unavailableLabel() {
    return t('Unavailable:');
  },
  /** A match's players who answered Maybe or not at all (decision 115). */
  get undecidedLabel() {
    return t('Maybe or no answer:');
  },
  get everyoneAvailableTraining() {
    return t('Everyone is available for this session');
  },
  get noPlayerData() {
    return t('No player data available');
  },
  get updateAvailabilityFailed() {
    return t('Failed to update availability');
  },
  get noAvailabilityRecords() {
    return t('No availability records found');
  },
  get noUpcomingTraining() {
    return t('No upcoming training sessions');
  },
  /** Shown in place of a missing training time or venue. */
  get tbc() {
    return t('TBC');
  },
  /** The opposition of the Next Match placeholder when nothing is scheduled. */
  get tbd() {
    return t('TBD');
  },
  /** A team badge whose name could not be read. */
  get fallbackBadge() {
    return t('FC');
  },
};

/** 'Match data is incomplete. Missing: venue_name, team_id' (spec §5). */
export function incompleteMatchText(missing: readonly string[]): string {
  return t('Match data is incomplete. Missing: {fields}', { fields: missing.join(', ') });
}

/** 'n of total' under the availability carousels. */
export function slidePositionText(index: number, total: number): string {
  return t('{position} of {total}', { position: String(index + 1), total: String(total) });
}
