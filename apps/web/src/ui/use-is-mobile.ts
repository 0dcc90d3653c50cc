import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@touchline/domain';

/** True under the spec's 768 px breakpoint: cards instead of tables, burger instead of sidebar. */
export function useIsMobile(): boolean {
  return (
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false
  );
}
