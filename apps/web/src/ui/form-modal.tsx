import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useReturnFocus } from './use-return-focus';
import { t } from '../i18n/i18n';

interface FormModalProps {
  opened: boolean;
  title: string;
  /** While true the modal cannot be closed (no close button, Escape or outside click). */
  submitting: boolean;
  onClose: () => void;
  size?: string;
  children: ReactNode;
}

/**
 * The create/edit dialog of the admin screens: closing is blocked while it submits; focus then goes back to its opener.
 */
export function FormModal({ opened, title, submitting, onClose, size = 'lg', children }: FormModalProps) {
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => !submitting && onClose()}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!submitting}
      closeOnEscape={!submitting}
      withCloseButton={!submitting}
      closeButtonProps={{ 'aria-label': t('Close dialog') }}
      returnFocus={false}
    >
      {children}
    </Modal>
  );
}
