import { Button } from '@mantine/core';
import { auditTexts } from './audit-texts';

interface ChangesToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

/** 'Show changes' / 'Hide changes' for one entry. */
export function ChangesToggle({ open, controls, onToggle }: ChangesToggleProps) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {open ? auditTexts.hideChanges : auditTexts.showChanges}
    </Button>
  );
}

/** The id of an entry's changes, for aria-controls. */
export const changesId = (entryId: number) => `audit-changes-${entryId}`;
