import type { ReactNode } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Group, Stack, Title } from '@mantine/core';
import { ErrorBanner } from '../error-banner';

/**
 * Props of every admin screen that is also a panel of the combined admin screen: a standalone screen's title is the
 * page heading (h1); inside the combined screen it is a section heading (h2).
 */
export interface AdminScreenProps {
  titleOrder?: 1 | 2;
}

interface CrudScreenProps {
  title: string;
  titleOrder: TitleOrder;
  /** The red banner's text, if any. */
  error: string | null;
  onDismissError: () => void;
  /** Buttons beside the title, e.g. the 'Create Team' / 'Cancel' toggle. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of an admin screen: heading with its buttons, the red error banner, then the content. */
export function CrudScreen({ title, titleOrder, error, onDismissError, toolbar, children }: CrudScreenProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={titleOrder}>{title}</Title>
        {toolbar}
      </Group>
      <ErrorBanner message={error} onClose={onDismissError} />
      {children}
    </Stack>
  );
}

/** The heading level of a section inside a screen whose title has `order`. */
export function subOrder(order: TitleOrder): TitleOrder {
  return Math.min(order + 1, 6) as TitleOrder;
}
