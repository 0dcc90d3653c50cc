import { useState } from 'react';

/** The token taken out of the address bar, kept for the page it came with (the page may mount more than once). */
let taken: { path: string; token: string } | null = null;

/**
 * The token an emailed link carries after '#' (browsers never send that part to a server). Read once, then taken out
 * of the address bar and the history, so it is not left behind on a shared computer. The page can mount again while
 * the session is checked, after the '#' is gone: it gets the same token.
 */
export function useLinkToken(): string {
  const [token] = useState(() => {
    const path = window.location.pathname;
    const value = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (value) {
      taken = { path, token: value };
      window.history.replaceState(window.history.state, '', path);
    }
    return taken?.path === path ? taken.token : '';
  });
  return token;
}
