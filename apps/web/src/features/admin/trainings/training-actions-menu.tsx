import { ActionIcon, Menu } from '@mantine/core';
import type { Training } from '@touchline/domain';
import { trainingActionsLabel } from './training-texts';

interface TrainingActionsMenuProps {
  training: Training;
  onEdit: (training: Training) => void;
  onDelete: (training: Training) => void;
}

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden>
      <circle cx="12" cy="5" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="12" cy="19" r="2" />
    </svg>
  );
}

/** A session's Actions menu: Edit and Delete. */
export function TrainingActionsMenu({ training, onEdit, onDelete }: TrainingActionsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={trainingActionsLabel(training.date)}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(training)}>Edit</Menu.Item>
        <Menu.Item color="red" c="red.9" onClick={() => onDelete(training)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
