import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme, em } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';

/** Mantine's `sm` breakpoint is the spec's mobile breakpoint: the burger menu shows below it. */
export const MOBILE_BREAKPOINT = 'sm';

/** Shade 9 of teal keeps white button text above the WCAG AA contrast of 4.5:1 (Mantine's default shade 6 does not). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  breakpoints: { [MOBILE_BREAKPOINT]: em(MOBILE_BREAKPOINT_PX) },
});

/** 'Dimmed' text one shade darker than Mantine's, for 4.5:1 contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
