import { ActionIcon, Menu } from '@mantine/core';
import type { Training } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { DotsIcon } from '../../../ui/icon';
import { trainingActionsLabel } from './training-texts';

interface TrainingActionsMenuProps {
  training: Training;
  onEdit: (training: Training) => void;
  /** Absent for a team's coach: deleting stays an admin's (decision 126). */
  onDelete?: (training: Training) => void;
}

/** A session's Actions menu: Edit, and Delete for an admin. */
export function TrainingActionsMenu({ training, onEdit, onDelete }: TrainingActionsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={trainingActionsLabel(training.date)}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(training)}>{t('Edit')}</Menu.Item>
        {onDelete && (
          <Menu.Item color="red" c="red.9" onClick={() => onDelete(training)}>
            {t('Delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
