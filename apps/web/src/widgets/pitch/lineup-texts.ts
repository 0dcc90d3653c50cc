import { known, t } from '../../i18n/i18n';

/**
 * The lineup screens' texts (spec §2, §8), word for word. They live beside the pitch because the
 * read-only modal here and the lineup feature both use them.
 */
export const lineupTexts = {
  get editorTitle() {
    return t('Starting Lineup Editor');
  },
  get viewerTitle() {
    return t('Match Lineup');
  },
  get modalTitle() {
    return t('Team Lineup');
  },
  get loadingEditor() {
    return t('Loading lineup editor...');
  },
  get loadingLineup() {
    return t('Loading lineup...');
  },
  get selectFormation() {
    return t('Please select a formation');
  },
  get saved() {
    return t('Lineup saved successfully');
  },
  get startingPlayers() {
    return t('Starting Players');
  },
  get noPlayers() {
    return t('No players have been assigned');
  },
  get noFormation() {
    return t('No formation has been set for this match');
  },
  get unavailable() {
    return t('Unavailable');
  },
  /** One tap for the whole pitch (#29 item 8): every empty position, each player where they prefer to play. */
  get fill() {
    return t('Fill empty positions');
  },
};

// The messages after the colon may be the server's or the lineup calls' own: in the language in use when known.
export const errorLoadingData = (message: string) => t('Error loading data: {message}', { message: known(message) });
export const errorLoadingFormation = (message: string) =>
  t('Error loading formation: {message}', { message: known(message) });
export const errorSavingLineup = (message: string) => t('Error saving lineup: {message}', { message: known(message) });
export const failedToLoadLineup = (message: string) =>
  t('Failed to load lineup: {message}', { message: known(message) });
export const tapToPlace = (player: string) => t('Tap a position to place {player}', { player });
/** The accessible name of a pitch position: 'Left Back: empty' or 'Left Back: Ava Reid'. */
export const positionLabel = (position: string, player: string | null | undefined) =>
  t('{position}: {player}', { position, player: player ?? t('empty') });
