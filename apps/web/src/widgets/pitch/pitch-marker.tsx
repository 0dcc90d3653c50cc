import type { ReactNode } from 'react';
import classes from './pitch.module.css';

/** What a position shows of the player placed on it. */
export interface MarkerPlayer {
  shirtNumber: number;
  /** The short name, or the first name when there is none. */
  shortName: string;
}

interface PitchMarkerProps {
  positionName: string;
  player: MarkerPlayer | null;
  /** A selected player may be placed here (tap-to-place). */
  target?: boolean;
  /** A dragged player is over this position. */
  over?: boolean;
  /** Shown in an empty circle (e.g. '+' in the editor). */
  emptySymbol?: ReactNode;
  /** Under 768 px a placed position's caption is one line, 'Ava · LB', so neighbouring rows do not overlap. */
  narrow?: boolean;
}

/** One position on the pitch: a shirt circle (number when filled) and a caption with short name and position name. */
export function PitchMarker({
  positionName,
  player,
  target = false,
  over = false,
  emptySymbol = null,
  narrow = false,
}: PitchMarkerProps) {
  return (
    <span
      className={classes.marker}
      data-filled={player ? '' : undefined}
      data-target={target ? '' : undefined}
      data-over={over ? '' : undefined}
      aria-hidden="true"
    >
      {player ? player.shirtNumber : emptySymbol}{' '}
      <span className={classes.caption}>
        {player && narrow ? (
          <span className={classes.playerName}>
            {player.shortName} · <abbr title={positionName}>{positionAbbreviation(positionName)}</abbr>
          </span>
        ) : (
          <>
            {player && <span className={classes.playerName}>{player.shortName}</span>}{' '}
            <span className={classes.positionName}>{positionName}</span>
          </>
        )}
      </span>
    </span>
  );
}

/**
 * What a position shows, as one line of text: '4 Ava R. Left Back', or under 768 px '4 Ava R. · LB'. The editor's
 * position buttons start their names with it, so that the name holds the text on screen (WCAG 2.5.3).
 */
export function markerText(positionName: string, player: MarkerPlayer, narrow: boolean): string {
  const place = narrow ? `· ${positionAbbreviation(positionName)}` : positionName;
  return `${player.shirtNumber} ${player.shortName} ${place}`;
}

/** The name a position shows for a player: the short name, else the first word of the name. */
export function shortNameOf(player: { player_name: string; player_short_name: string | null }): string {
  const short = player.player_short_name?.trim();
  return short ? short : (player.player_name.trim().split(/\s+/)[0] ?? player.player_name);
}

const SINGLE_WORD: Record<string, string> = {
  goalkeeper: 'GK',
  striker: 'ST',
  defender: 'DF',
  forward: 'FW',
  midfielder: 'MF',
  sweeper: 'SW',
};

/** 'Left Centre Back' → 'LCB', 'Goalkeeper' → 'GK': the short form of a position name on small pitches. */
export function positionAbbreviation(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1) {
    const word = words[0] ?? '';
    return SINGLE_WORD[word.toLowerCase()] ?? word.slice(0, 2).toUpperCase();
  }
  return words.map((w) => w[0]?.toUpperCase() ?? '').join('');
}
