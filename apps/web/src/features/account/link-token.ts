import { useState } from 'react';

/**
 * The token an emailed link carries after '#' (browsers never send that part to a server). Read once, then taken out
 * of the address bar and the history, so it is not left behind on a shared computer.
 */
export function useLinkToken(): string {
  const [token] = useState(() => {
    const value = decodeURIComponent(window.location.hash.replace(/^#/, ''));
    if (value) window.history.replaceState(window.history.state, '', window.location.pathname);
    return value;
  });
  return token;
}
