import { SessionProvider } from '../session/session-provider';
import { CookieNotice } from './cookie-notice';
import { SessionGate } from './session-gate';

/** The element of the root route: the session, its full-page states, the routes, and the cookie notice. */
export function RootLayout() {
  return (
    <SessionProvider>
      <SessionGate />
      <CookieNotice />
    </SessionProvider>
  );
}
