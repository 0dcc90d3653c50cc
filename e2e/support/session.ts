import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './env';

export function passwordOf(username: string): string {
  return username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
}

/** Signs in through the API and puts the token where the app keeps it: the `token` cookie. */
export async function signInAs(page: Page, username: string, password = passwordOf(username)): Promise<string> {
  const res = await page.request.post('/api/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`sign-in of ${username} failed: ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([
    {
      name: 'token',
      value: token,
      domain: 'localhost',
      path: '/',
      secure: true,
      sameSite: 'Strict',
      httpOnly: false,
      expires: -1,
    },
    { name: 'cookieConsent', value: 'true', domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
  ]);
  return token;
}
