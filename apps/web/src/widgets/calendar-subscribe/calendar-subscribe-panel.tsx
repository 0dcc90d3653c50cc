import { useState } from 'react';
import { Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCalendarFeed, useResetCalendarFeed } from '../../api/calendar';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CopyStatus } from '../../ui/copy-status';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { SuccessBanner } from '../../ui/success-banner';
import { useCopy } from '../../ui/use-copy';
import { t } from '../../i18n/i18n';

export const calendarTexts = {
  get title() {
    return t('Subscribe to calendar');
  },
  get intro() {
    return t('Add your fixtures and training sessions to your phone or computer calendar. The link is private to you.');
  },
  get resetQuestion() {
    return t(
      'Reset your calendar link? The old link will stop working and calendars subscribed to it will no longer update.',
    );
  },
  get resetDone() {
    return t('Your calendar link has been reset. Subscribe again with the new link.');
  },
  get copied() {
    return t('Link copied');
  },
  get copyFailed() {
    return t('Could not copy the link. Select it and copy it yourself.');
  },
  get qrAlt() {
    return t('QR code for your calendar link');
  },
};

/** The server's SVG as a data: URL for an <img> (never inserted as markup). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  bytes.forEach((b) => {
    binary += String.fromCharCode(b);
  });
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/**
 * 'Subscribe to calendar': the private feed address with Copy link, its QR code, Open in calendar app and Reset link.
 */
export function CalendarSubscribePanel() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [asking, setAsking] = useState(false);
  const copy = useCopy();
  const [resetDone, setResetDone] = useState(false);

  const confirmReset = async () => {
    setResetDone(false);
    try {
      await reset.mutateAsync();
      copy.reset();
      setResetDone(true);
    } catch {
      // Shown below from the mutation's error.
    } finally {
      setAsking(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={calendarTexts.title}>
      <Title order={2} size="h4" mb={4}>
        {calendarTexts.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {calendarTexts.intro}
      </Text>
      {feed.error ? (
        <ErrorBanner message={feed.error.message} />
      ) : feed.isPending ? (
        <LoadingText />
      ) : (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="xs" style={{ flex: '1 1 280px', minWidth: 0 }}>
            {resetDone && <SuccessBanner message={calendarTexts.resetDone} onClose={() => setResetDone(false)} />}
            <ErrorBanner message={reset.error?.message} />
            <TextInput
              label={t('Calendar link')}
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="xs">
              <Button variant="light" onClick={() => void copy.copy(feed.data.url)}>
                {t('Copy link')}
              </Button>
              <Button component="a" href={feed.data.webcal_url} variant="default">
                {t('Open in calendar app')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
                {t('Reset link')}
              </Button>
            </Group>
            <CopyStatus state={copy.state} copied={calendarTexts.copied} failed={calendarTexts.copyFailed} />
          </Stack>
          <Image src={svgDataUrl(feed.data.qr_svg)} alt={calendarTexts.qrAlt} w={148} h={148} fit="contain" />
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('Reset calendar link')}
        message={calendarTexts.resetQuestion}
        confirmLabel={t('Reset link')}
        busy={reset.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmReset()}
      />
    </Paper>
  );
}
