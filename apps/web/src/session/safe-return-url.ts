import { paths } from '../paths';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A `returnUrl` is followed only when it is a path on this site: it starts with one '/', and not
 * with '//' or '/\' (both of which browsers read as another host). Anything else gives '/'.
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/')) return paths.home;
  const second = returnUrl.charAt(1);
  if (second === '/' || second === '\\' || hasControlCharacter(returnUrl)) return paths.home;
  return returnUrl;
}
