import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { reportTexts } from './report-kinds';

interface ReportPanelProps {
  title: string;
  /** Season and totals under the title. */
  summary?: ReactNode;
  /** The report's own controls (the sort toggle, Download CSV). */
  controls?: ReactNode;
  /** Offers 'Full screen' (attendance and top scorers). */
  fullScreen?: boolean;
  children: ReactNode;
}

function PanelHeader({
  title,
  summary,
  controls,
  exit,
}: {
  title?: string;
  summary?: ReactNode;
  controls?: ReactNode;
  exit?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        {title && (
          <Title order={2} size="h3">
            {title}
          </Title>
        )}
        {summary && (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        {controls}
        {exit}
      </Group>
    </Group>
  );
}

/** One report: heading, summary and controls, then the content; in full-screen mode all of it fills the screen. */
export function ReportPanel({ title, summary, controls, fullScreen = false, children }: ReportPanelProps) {
  const [full, setFull] = useState(false);
  // Leaving full screen gives focus back to the Full screen button, which is a new element by then.
  const leftFullScreen = useRef(false);
  const exitFullScreen = () => {
    leftFullScreen.current = true;
    setFull(false);
  };
  const focusIfJustLeft = (button: HTMLButtonElement | null) => {
    if (!button || !leftFullScreen.current) return;
    leftFullScreen.current = false;
    button.focus();
  };
  if (full) {
    return (
      <Modal
        opened
        onClose={exitFullScreen}
        returnFocus={false}
        fullScreen
        withCloseButton={false}
        title={title}
        padding="lg"
        styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
      >
        <Stack gap="md">
          <PanelHeader
            summary={summary}
            controls={controls}
            exit={
              <Button variant="filled" onClick={exitFullScreen}>
                {reportTexts.exitFullScreen}
              </Button>
            }
          />
          {children}
        </Stack>
      </Modal>
    );
  }
  return (
    <Stack gap="md">
      <PanelHeader
        title={title}
        summary={summary}
        controls={controls}
        exit={
          fullScreen && (
            <Button ref={focusIfJustLeft} variant="default" onClick={() => setFull(true)}>
              {reportTexts.fullScreen}
            </Button>
          )
        }
      />
      {children}
    </Stack>
  );
}
