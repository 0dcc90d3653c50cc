import { msg } from '../i18n/translate';
/**
 * Who may change or delete a recorded match event (decision 108): admins always; whoever recorded it for 30 seconds
 * (the console's Undo); the coaches of the match's team until the end of the match day. Pure: the server enforces it,
 * the console shows its buttons by it.
 */

/** How long the person who recorded an event may undo it, whoever they are. */
export const UNDO_SECONDS = 30;

export const correctionMessages = {
  notTeamCoach: msg("Only an admin or a coach of this team can change this match's events"),
  dayOver: msg('Coaches can change events until the end of the match day. Ask an admin.'),
} as const;

export interface CorrectionRight {
  admin: boolean;
  /** The person coaches the match's team. */
  coachesTeam: boolean;
  /** The person recorded this event (undo); false when asking about the match as a whole. */
  recordedByMe: boolean;
  recordedAt: Date;
  now: Date;
  /** When the match day ends on the club's wall clock. */
  matchDayEnd: Date;
}

/** Null when the change is allowed, else why not (one of `correctionMessages`). */
export function correctionError(right: CorrectionRight): string | null {
  if (right.admin) return null;
  const age = right.now.getTime() - right.recordedAt.getTime();
  if (right.recordedByMe && age >= 0 && age <= UNDO_SECONDS * 1000) return null;
  if (!right.coachesTeam) return correctionMessages.notTeamCoach;
  return right.now < right.matchDayEnd ? null : correctionMessages.dayOver;
}
