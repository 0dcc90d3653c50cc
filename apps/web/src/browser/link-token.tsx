import { type ComponentType, useEffect, useState } from 'react';

/** The token taken out of the address bar, kept for the page it came with (the page may mount more than once). */
let taken: { path: string; token: string } | null = null;

/** Takes a token after '#' out of the address bar and the history; the one taken for this path, or ''. */
function takeToken(): string {
  const path = window.location.pathname;
  const value = decodeURIComponent(window.location.hash.replace(/^#/, ''));
  if (value) {
    taken = { path, token: value };
    window.history.replaceState(window.history.state, '', path);
  }
  return taken?.path === path ? taken.token : '';
}

/**
 * The token an emailed link carries after '#' (browsers never send that part to a server). Read once, then taken out
 * of the address bar and the history, so it is not left behind on a shared computer. The page can mount again while
 * the session is checked, after the '#' is gone: it gets the same token. A second link opened in the same tab to the
 * same page changes only what follows '#', which loads nothing: the page is told (`hashchange`) and takes the new one.
 */
export function useLinkToken(): string {
  const [token, setToken] = useState(takeToken);
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash.length > 1) setToken(takeToken());
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return token;
}

/**
 * A page that an emailed link opens, given the link's token and started afresh for each token: what it showed or was
 * asked for one link (an answer recorded, a note typed) never stands for the next (#28 item 9).
 */
export function withLinkToken<P extends object>(Page: ComponentType<P & { token: string }>): ComponentType<P> {
  return function LinkTokenPage(props: P) {
    const token = useLinkToken();
    return <Page key={token} {...props} token={token} />;
  };
}
