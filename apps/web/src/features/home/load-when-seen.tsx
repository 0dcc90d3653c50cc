import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useIsLoadingCode } from './code-loading';

/** How long no read may be running before the first screen counts as laid out. */
const SETTLE_MS = 400;
/** A section counts as seen once half of its placeholder is on screen, not when its edge peeks in at the bottom. */
const SEEN_RATIO = 0.5;
/**
 * ... and has stayed there this long while nothing else loads: a section above that grows once its answers arrive
 * pushes a placeholder that was in view for a moment back below the fold, and that one is not loaded.
 */
const DWELL_MS = 150;

interface LoadWhenSeenProps {
  /** Rendered (and so its reads start) once half of the placeholder has been on screen. */
  children: ReactNode;
  /** The placeholder's height, close to the content's, so what is below the fold stays below it. */
  minHeight: number;
  label: string;
}

/**
 * Keeps a section below the fold from loading until it is scrolled into view (half of it on screen, for a moment),
 * so the dashboard's first screen makes few requests. It watches only while, for a moment, no read has run and no
 * view's code has been on its way: while the sections above still say 'Loading...' the page is short and everything
 * would look in view. Without IntersectionObserver (tests, old browsers) it renders at once.
 */
export function LoadWhenSeen({ children, minHeight, label }: LoadWhenSeenProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [settled, setSettled] = useState(false);
  const fetching = useIsFetching();
  const loadingCode = useIsLoadingCode();
  const busy = fetching > 0 || loadingCode;

  useEffect(() => {
    if (seen) return;
    // A read starting again (a section above reading what its first answers named) unsettles the page.
    if (busy) {
      setSettled(false);
      return;
    }
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [busy, seen]);

  useEffect(() => {
    if (seen || !settled || !element) return;
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(dwell);
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO)) {
          dwell = setTimeout(() => setSeen(true), DWELL_MS);
        }
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => {
      clearTimeout(dwell);
      observer.disconnect();
    };
  }, [element, seen, settled]);

  if (seen) return <>{children}</>;
  return <Box ref={setElement} mih={minHeight} aria-label={label} aria-busy="true" role="region" />;
}
