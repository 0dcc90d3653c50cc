import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account, Features, Language } from '@touchline/domain';
import { LanguageSection } from '../src/features/account/language-section';
import { currentLanguage, storedLanguage, switchLanguage } from '../src/i18n/i18n';
import { SessionContext } from '../src/session/session-context';
import { fakeSession } from './fake-session';
import { json, stubFetch, type Call } from './fake-fetch';
import { makeUser, renderRoutes } from './render-app';

const ACCOUNT = '/api/account';

const account = (language: Language | null): Account => ({
  user_id: 3,
  username: 'jsmith',
  role: 'user',
  short_name: 'Jo',
  email: 'jo@example.com',
  userTypes: [],
  pending_email: null,
  language,
});

interface Server {
  language?: Language | null;
  club?: Language | null;
  refuse?: string;
}

/** The section with a fake API keeping the account's language, as the server would. */
function render({ language = null, club = null, refuse }: Server = {}, impersonated = false) {
  let saved = account(language);
  const calls = stubFetch((url, init) => {
    if (url === '/api/features')
      return json(200, {
        email: true,
        language: club,
        oidc: null,
        club_name: 'Touchline',
        logo_url: null,
      } satisfies Features);
    if (url === ACCOUNT && init.method === 'PATCH') {
      if (refuse) return json(400, { error: refuse });
      saved = { ...saved, ...(JSON.parse(String(init.body)) as Partial<Account>) };
      return json(200, saved);
    }
    if (url === ACCOUNT) return json(200, saved);
    return json(404, { error: 'Not found' });
  });
  const session = fakeSession({
    status: 'signed-in',
    user: makeUser(),
    impersonatedBy: impersonated ? { user_id: 1, username: 'admin' } : null,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionContext value={session}>
            <LanguageSection account={account(language)} />
          </SessionContext>
        ),
      },
    ],
    '/',
  );
  return calls;
}

const patches = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PATCH' && c.url === ACCOUNT).map((c) => JSON.parse(c.body ?? 'null') as unknown);

const choice = (name: string) =>
  within(screen.getByRole('radiogroup', { name: 'Language' })).getByRole('radio', { name });

afterEach(async () => {
  localStorage.removeItem('touchline-language');
  await switchLanguage('en-GB');
});

describe('Account settings: Language', () => {
  it("offers the club's language and each language in its own name, the person's choice checked", () => {
    render({ language: 'en-GB' });
    expect(within(screen.getByRole('radiogroup', { name: 'Language' })).getAllByRole('radio')).toHaveLength(3);
    expect(choice("The club's language")).not.toBeChecked();
    expect(choice('English')).toBeChecked();
    expect(choice('Español')).not.toBeChecked();
  });

  it('saves a language of their own, keeps it on this device and switches the app to it', async () => {
    const calls = render();
    expect(choice("The club's language")).toBeChecked();
    fireEvent.click(choice('Español'));
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(patches(calls)).toEqual([{ language: 'es' }]);
    expect(storedLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it("goes back to the club's language: null saved, none kept on this device, the club's in use", async () => {
    localStorage.setItem('touchline-language', 'en-GB');
    const calls = render({ language: 'en-GB', club: 'es' });
    fireEvent.click(choice("The club's language"));
    await waitFor(() => expect(currentLanguage()).toBe('es'));
    expect(patches(calls)).toEqual([{ language: null }]);
    expect(storedLanguage()).toBeNull();
  });

  it("shows the server's refusal and changes nothing here", async () => {
    const calls = render({ refuse: 'language must be one of en-GB, es, or null' });
    fireEvent.click(choice('Español'));
    expect(await screen.findByRole('alert')).toHaveTextContent('language must be one of en-GB, es, or null');
    expect(patches(calls)).toEqual([{ language: 'es' }]);
    expect(currentLanguage()).toBe('en-GB');
    expect(storedLanguage()).toBeNull();
    await waitFor(() => expect(choice("The club's language")).toBeChecked());
  });

  it('saves it for the person an admin acts as, the admin keeping their own language', async () => {
    const calls = render({}, true);
    fireEvent.click(choice('Español'));
    await waitFor(() => expect(patches(calls)).toEqual([{ language: 'es' }]));
    // Saved: the choice shows the account as given again (the page reloads it).
    await waitFor(() => expect(choice("The club's language")).toBeChecked());
    expect(currentLanguage()).toBe('en-GB');
    expect(storedLanguage()).toBeNull();
  });
});
