import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The table's own label: also names the scrolling region. */
  label: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen. The scrolling region takes keyboard focus, so someone without a
 * mouse can scroll it with the arrow keys (axe: scrollable-region-focusable); it is named as its table is.
 */
export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
