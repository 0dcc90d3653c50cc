import type { CSSVariablesResolver } from '@mantine/core';
import { createTheme, darken, em } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';

/** Mantine's `sm` breakpoint is the spec's mobile breakpoint: the burger menu shows below it. */
export const MOBILE_BREAKPOINT = 'sm';

/** Shade 9 of teal keeps white button text above the WCAG AA contrast of 4.5:1 (Mantine's default shade 6 does not). */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 8 },
  breakpoints: { [MOBILE_BREAKPOINT]: em(MOBILE_BREAKPOINT_PX) },
});

/**
 * Text on the 'light' variant (the quick action buttons, badges, alerts) a quarter darker than Mantine's shade 9, and
 * 'dimmed' text one shade darker than Mantine's: both at least 4.5:1 on their backgrounds (teal's shade 9 on shade 1
 * is 4.3:1, which Lighthouse flags), hovered or not.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.25)]),
    ),
  },
  dark: {},
});
