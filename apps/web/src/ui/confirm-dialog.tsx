import { Button, Group, Modal, Text } from '@mantine/core';
import { useReturnFocus } from './use-return-focus';
import { t } from '../i18n/i18n';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, word for word from the spec, e.g. 'Are you sure you want to delete this team?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  /** Red for what cannot be undone (the default, a deletion); the theme's colour for a step that only sends. */
  destructive?: boolean;
  busy?: boolean;
  /** The cancel button's words. @default 'Cancel' */
  cancelLabel?: string;
  /** A class for the dialog's content (the pitch side's larger controls). */
  className?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. Cannot be dismissed while the action runs. Focus goes back to its opener. */
export function ConfirmDialog({
  opened,
  message,
  title = t('Please confirm'),
  confirmLabel = t('Delete'),
  destructive = true,
  busy = false,
  cancelLabel = t('Cancel'),
  className,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
      returnFocus={false}
      classNames={className ? { content: className } : undefined}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
