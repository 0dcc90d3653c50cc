import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { viewingAsText, webMessages } from '../web-messages';
import { t } from '../i18n/i18n';

interface ImpersonationBannerProps {
  /** The name the app shows for the user being viewed as. */
  name: string;
  /** Ends the impersonation; throws when the server cannot be reached. */
  onReturn: () => Promise<void>;
  /** The banner's height as it lays out, so the header makes room for it. */
  onHeight: (height: number) => void;
}

/** Under the header on every screen while an admin impersonates someone: who they view as, and the way back. */
export function ImpersonationBanner({ name, onReturn, onHeight }: ImpersonationBannerProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => onHeight(element.offsetHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [onHeight]);

  const returnToAdmin = async () => {
    setBusy(true);
    setError(null);
    try {
      await onReturn();
    } catch {
      setError(webMessages.returnToAdminFailed);
      setBusy(false);
    }
  };

  return (
    <Stack
      ref={ref}
      component="section"
      aria-label={t('Impersonation')}
      gap={4}
      px="md"
      py={6}
      bg="yellow.2"
      c="dark.9"
      style={{ borderTop: '1px solid var(--mantine-color-yellow-5)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {viewingAsText(name)}
        </Text>
        <Button size="xs" color="dark" loading={busy} onClick={() => void returnToAdmin()} style={{ flexShrink: 0 }}>
          {webMessages.returnToAdmin}
        </Button>
      </Group>
      {error && (
        <Text size="xs" fw={600} c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
