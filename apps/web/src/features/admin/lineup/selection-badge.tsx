import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SelectionNote } from './selection-note';

/** Badges keep to one line and cut the text short; on the narrow carousel cards this one wraps instead. */
const wrapping = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25 },
} as const;

interface SelectionBadgeProps {
  note: SelectionNote;
  /** The id of the note's text for screen readers; the player's card points at it with aria-describedby. */
  descriptionId: string;
}

/**
 * 'Not picked in last 3' with 'Last started …' / 'Never started' as its tooltip. The card it sits in is named by its
 * own aria-label, so the whole note is also given as the card's description.
 */
export function SelectionBadge({ note, descriptionId }: SelectionBadgeProps) {
  return (
    <>
      <Tooltip label={note.detail} withArrow openDelay={200} events={{ hover: true, focus: false, touch: true }}>
        <Badge color="orange" variant="light" size="sm" radius="sm" tt="none" aria-hidden styles={wrapping}>
          {note.badge}
        </Badge>
      </Tooltip>
      <VisuallyHidden id={descriptionId}>
        {note.badge}. {note.detail}.
      </VisuallyHidden>
    </>
  );
}

/** The id of a player's selection note, for aria-describedby. */
export const selectionNoteId = (playerId: number) => `selection-note-${playerId}`;
