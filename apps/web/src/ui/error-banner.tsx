import { Alert } from '@mantine/core';
import { known, t } from '../i18n/i18n';

interface ErrorBannerProps {
  message: string | null | undefined;
  /** Shows a close button when given. */
  onClose?: () => void;
}

/** The spec's red text banner for errors; renders nothing without a message. */
export function ErrorBanner({ message, onClose }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t('Dismiss error')}
    >
      {known(message)}
    </Alert>
  );
}
