import type { ReactNode } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { Icon } from '../icon';
import { t } from '../../i18n/i18n';

const pencilIcon = (
  <Icon>
    <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

const trashIcon = (
  <Icon>
    <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Icon>
);

interface RowActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  /**
   * `text`: buttons reading Edit and Delete (the row or card tells which record);
   * `icon`: icon buttons named by `editLabel` / `deleteLabel`.
   */
  variant?: 'text' | 'icon';
  /** Accessible names; required for icon buttons, e.g. 'Edit player Sam Smith'. */
  editLabel?: string;
  deleteLabel?: string;
  disabled?: boolean;
  /** More of the record's buttons after Edit and Delete (e.g. 'Export data'), in the same style. */
  children?: ReactNode;
}

/** A row's or card's Edit and Delete buttons, and any more the screen adds. */
export function RowActions({
  onEdit,
  onDelete,
  variant = 'text',
  editLabel,
  deleteLabel,
  disabled = false,
  children,
}: RowActionsProps) {
  if (variant === 'icon') {
    return (
      <Group gap={4} wrap="nowrap">
        <ActionIcon size="lg" variant="subtle" aria-label={editLabel ?? t('Edit')} onClick={onEdit} disabled={disabled}>
          {pencilIcon}
        </ActionIcon>
        <ActionIcon
          size="lg"
          variant="subtle"
          color="red"
          aria-label={deleteLabel ?? t('Delete')}
          onClick={onDelete}
          disabled={disabled}
        >
          {trashIcon}
        </ActionIcon>
        {children}
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" aria-label={editLabel} onClick={onEdit} disabled={disabled}>
        {t('Edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        aria-label={deleteLabel}
        onClick={onDelete}
        disabled={disabled}
      >
        {t('Delete')}
      </Button>
      {children}
    </Group>
  );
}
