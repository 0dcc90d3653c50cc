import { SessionProvider } from '../session/session-provider';
import { CookieNotice } from './cookie-notice';
import { SessionGate } from './session-gate';

/**
 * The element of the root route: the session, its full-page states, the routes, and the cookie notice.
 * `onTokenCheck` runs when a stored token starts being checked (the route table fetches the screen's code then).
 */
export function RootLayout({ onTokenCheck }: { onTokenCheck?: () => void }) {
  return (
    <SessionProvider onTokenCheck={onTokenCheck}>
      <SessionGate />
      <CookieNotice />
    </SessionProvider>
  );
}
