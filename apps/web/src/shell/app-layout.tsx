import { Suspense, useId, useState } from 'react';
import { AppShell, Box, em, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { displayName, MOBILE_BREAKPOINT_PX } from '@touchline/domain';
import { Outlet } from 'react-router';
import { useSession } from '../session/session-context';
import { MOBILE_BREAKPOINT } from '../theme';
import { useCookieNoticeHeight } from '../ui/cookie-notice-height';
import { LoadingText } from '../ui/loading-text';
import { AppHeader } from './app-header';
import { ImpersonationBanner } from './impersonation-banner';
import { MainNavigation } from './main-navigation';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import skipLinkClasses from './skip-link.module.css';
import { t } from '../i18n/i18n';

const TRANSITION_MS = 200;
const HEADER_HEIGHT = 60;
/** The impersonation banner's height until it has been measured (one line at any width). */
const BANNER_HEIGHT = 43;
const HIDDEN_AFTER_TRANSITION = {
  visibility: 'hidden',
  transition: `transform ${TRANSITION_MS}ms ease, visibility 0s linear ${TRANSITION_MS}ms`,
} as const;

/** The signed-in frame: header, collapsible sidebar (burger under 768 px) and the current screen. */
export function AppLayout() {
  const { state, user, signOut, endImpersonation } = useSession();
  const impersonating = state.status === 'signed-in' && Boolean(state.impersonatedBy);
  const [bannerHeight, setBannerHeight] = useState(BANNER_HEIGHT);
  const navigationId = useId();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopCollapsed, { toggle: toggleDesktop }] = useDisclosure(false);
  // Read at once, not after the first render: the frame renders once for the screen it is on.
  const isMobile = useMediaQuery(`(max-width: ${em(MOBILE_BREAKPOINT_PX - 0.1)})`, undefined, {
    getInitialValueInEffect: false,
  });
  // On a phone the menu waits off screen behind the burger: its links are rendered the first time it opens, not
  // with every page load (they are nearly half of the page's elements).
  const [mobileMenuUsed, setMobileMenuUsed] = useState(false);
  const cookieNoticeHeight = useCookieNoticeHeight();
  if (!user) return null;

  const onToggleMobile = () => {
    setMobileMenuUsed(true);
    toggleMobile();
  };

  // A collapsed menu is only moved off screen by AppShell; hide it for real (keyboard, screen readers,
  // visibility checks) once its slide-out transition has ended.
  const navigationHidden = isMobile ? !mobileOpened : desktopCollapsed;

  return (
    <AppShell
      // The impersonation banner sits under the header's row, inside the header: the burger stays where it is.
      header={{ height: HEADER_HEIGHT + (impersonating ? bannerHeight : 0) }}
      // No footer of its own: the offset keeps the menu and the page clear of the cookie notice.
      footer={{ height: cookieNoticeHeight }}
      navbar={{
        width: 260,
        breakpoint: MOBILE_BREAKPOINT,
        collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed },
      }}
      padding="md"
      transitionDuration={TRANSITION_MS}
    >
      <SkipLink />
      <AppShell.Header>
        <Box h={HEADER_HEIGHT}>
          <AppHeader
            user={user}
            onSignOut={signOut}
            navigationId={navigationId}
            mobileOpened={mobileOpened}
            onToggleMobile={onToggleMobile}
            desktopCollapsed={desktopCollapsed}
            onToggleDesktop={toggleDesktop}
          />
        </Box>
        {impersonating && (
          <ImpersonationBanner name={displayName(user)} onReturn={endImpersonation} onHeight={setBannerHeight} />
        )}
      </AppShell.Header>
      <AppShell.Navbar
        id={navigationId}
        aria-label={t('Main navigation')}
        p="xs"
        inert={navigationHidden}
        style={navigationHidden ? HIDDEN_AFTER_TRANSITION : undefined}
      >
        <AppShell.Section grow component={ScrollArea}>
          {(!isMobile || mobileMenuUsed) && <MainNavigation user={user} onNavigate={closeMobile} />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={skipLinkClasses.main}>
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
