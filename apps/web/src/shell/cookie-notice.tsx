import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { webMessages } from '../web-messages';
import { acceptCookieNotice, hasAcceptedCookieNotice } from './cookie-consent';
import { setCookieNoticeHeight } from '../ui/cookie-notice-height';
import { t } from '../i18n/i18n';

/** Bottom bar on every page until 'I understand' is pressed; publishes its height so nothing stays hidden under it. */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !hasAcceptedCookieNotice());
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    const update = () => setCookieNoticeHeight(element.offsetHeight);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      setCookieNoticeHeight(0);
    };
  }, [visible]);

  if (!visible) return null;

  return (
    <Paper
      ref={ref}
      component="section"
      aria-label={t('Cookie notice')}
      shadow="md"
      withBorder
      p="md"
      radius={0}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
    >
      <Group justify="center" gap="md">
        <Text>{webMessages.cookieNotice}</Text>
        <Button
          size="sm"
          onClick={() => {
            acceptCookieNotice();
            setVisible(false);
          }}
        >
          {t('I understand')}
        </Button>
      </Group>
    </Paper>
  );
}
