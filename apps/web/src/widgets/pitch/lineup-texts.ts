/**
 * The lineup screens' texts (spec §2, §8), word for word. They live beside the pitch because the
 * read-only modal here and the lineup feature both use them.
 */
export const lineupTexts = {
  editorTitle: 'Starting Lineup Editor',
  viewerTitle: 'Match Lineup',
  modalTitle: 'Team Lineup',
  loadingEditor: 'Loading lineup editor...',
  loadingLineup: 'Loading lineup...',
  selectFormation: 'Please select a formation',
  saved: 'Lineup saved successfully',
  startingPlayers: 'Starting Players',
  noPlayers: 'No players have been assigned',
  noFormation: 'No formation has been set for this match',
  unavailable: 'Unavailable',
  /** One tap for the whole pitch (#29 item 8): every empty position, each player where they prefer to play. */
  fill: 'Fill empty positions',
} as const;

export const errorLoadingData = (message: string) => `Error loading data: ${message}`;
export const errorLoadingFormation = (message: string) => `Error loading formation: ${message}`;
export const errorSavingLineup = (message: string) => `Error saving lineup: ${message}`;
export const failedToLoadLineup = (message: string) => `Failed to load lineup: ${message}`;
export const tapToPlace = (player: string) => `Tap a position to place ${player}`;
/** The accessible name of a pitch position: 'Left Back: empty' or 'Left Back: Ava Reid'. */
export const positionLabel = (position: string, player: string | null | undefined) =>
  `${position}: ${player ?? 'empty'}`;
