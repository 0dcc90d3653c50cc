import { Alert } from '@mantine/core';
import { known, t } from '../i18n/i18n';

interface SuccessBannerProps {
  message: string | null | undefined;
  onClose?: () => void;
}

/** A green confirmation such as 'Training session created successfully'. */
export function SuccessBanner({ message, onClose }: SuccessBannerProps) {
  if (!message) return null;
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t('Dismiss message')}
    >
      {known(message)}
    </Alert>
  );
}
