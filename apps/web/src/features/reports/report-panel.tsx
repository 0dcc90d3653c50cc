import type { ReactNode } from 'react';
import { useState } from 'react';
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

function PanelHeader({ title, summary, controls, exit }: { title?: string; summary?: ReactNode; controls?: ReactNode; exit?: ReactNode }) {
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
  if (full) {
    return (
      <Modal opened onClose={() => setFull(false)} fullScreen withCloseButton={false} title={title} padding="lg" styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}>
        <Stack gap="md">
          <PanelHeader
            summary={summary}
            controls={controls}
            exit={
              <Button variant="filled" onClick={() => setFull(false)}>
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
            <Button variant="default" onClick={() => setFull(true)}>
              {reportTexts.fullScreen}
            </Button>
          )
        }
      />
      {children}
    </Stack>
  );
}
