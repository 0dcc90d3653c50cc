import type { ReactNode } from 'react';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@touchline/domain';
import { loadCurrentUser, logout } from '../api/auth';
import { unsubscribeThisDevice } from '../pwa/push';
import { primeBrand } from '../api/brand';
import { primeMyTeams } from '../api/team-coaches';
import { onUnauthorized } from '../api/http';
import { paths } from '../paths';
import { clearOfflineApiData } from '../pwa/offline-data';
import { webMessages } from '../web-messages';
import { browserOffline, clearCachedUser, readCachedUser, writeCachedUser } from './cached-user';
import { checkStoredToken, checkTokenOnce } from './check-stored-token';
import { takeEarlyTokenCheck } from './early-token-check';
import { dropAdminToken, returnToAdmin } from './impersonation';
import { SessionContext } from './session-context';
import type { Session, SessionState } from './session-state';
import {
  readAdminToken,
  readToken,
  removeAdminToken,
  removeToken,
  storeAdminToken,
  storeToken,
} from '../browser/token-cookie';

/** How often the console, opened on the last user while the server did not answer, checks the token again. */
const PITCH_SIDE_CHECK_MS = 30_000;

function initialState(): SessionState {
  return readToken() ? { status: 'loading' } : { status: 'signed-out', reason: 'no-token' };
}

/** Stores `token` and checks that the browser kept it (the spec re-reads the stored token). */
function storeAndReread(token: string, remember: boolean): void {
  storeToken(token, remember);
  if (readToken() !== token) {
    removeToken();
    throw new Error(webMessages.cookieNotStored);
  }
}

/** Holds the session; must sit inside the router (it navigates) and the QueryClientProvider (it clears the cache). */
export function SessionProvider({ children, onTokenCheck }: { children: ReactNode; onTokenCheck?: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const [state, setState] = useState<SessionState>(initialState);
  const [checkRun, setCheckRun] = useState(0);
  const statusRef = useRef(state.status);
  // While 'Return to admin' runs, the impersonation's token is being ended: its 401s sign nobody out.
  const returningRef = useRef(false);
  const onTokenCheckRef = useRef(onTokenCheck);

  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  // Validate the stored token on start, and again after 'Try again'.
  useEffect(() => {
    if (!readToken()) {
      setState((current) => (current.status === 'loading' ? { status: 'signed-out', reason: 'no-token' } : current));
      return;
    }
    // Offline (an installed app without network): the token cannot be checked, so the last signed-in user is let in
    // and the token is checked as soon as the browser is back online.
    const offline = browserOffline();
    // The match console at the pitch side opens at once on the last user, whether or not the server answers (#29
    // item 1, decision 123): the token is checked beside it, and a refused one signs out as anywhere else.
    const pitchSide = pathnameRef.current === paths.liveMatchAdmin;
    const lastUser = offline || pitchSide ? readCachedUser() : null;
    if (lastUser) {
      setState({ status: 'signed-in', ...lastUser });
      const checkAgain = () => setCheckRun((run) => run + 1);
      window.addEventListener('online', checkAgain, { once: true });
      if (offline) return () => window.removeEventListener('online', checkAgain);
      let live = true;
      let timer: number | undefined;
      void checkTokenOnce().then((result) => {
        if (!live) return;
        if (result.kind === 'valid') {
          const { user, impersonatedBy, teams, club } = result;
          primeMyTeams(queryClient, teams);
          primeBrand(queryClient, club);
          setState({ status: 'signed-in', user, impersonatedBy });
        } else if (result.kind === 'invalid') {
          removeToken();
          dropAdminToken();
          setState({ status: 'signed-out', reason: 'invalid-token' });
        } else timer = window.setTimeout(checkAgain, PITCH_SIDE_CHECK_MS);
      });
      return () => {
        live = false;
        window.clearTimeout(timer);
        window.removeEventListener('online', checkAgain);
      };
    }
    const controller = new AbortController();
    const { signal } = controller;
    onTokenCheckRef.current?.();
    void checkStoredToken({
      signal,
      firstAttempt: takeEarlyTokenCheck(),
      onWarmUpAttempt: (attempt, of) => {
        if (!signal.aborted) setState({ status: 'warming-up', attempt, of });
      },
    }).then((result) => {
      if (signal.aborted) return;
      if (result.kind === 'valid') {
        // An admin token kept beside a session that is no impersonation is left over: nothing to return to.
        if (!result.impersonatedBy) dropAdminToken();
        const { user, impersonatedBy, teams, club } = result;
        primeMyTeams(queryClient, teams);
        primeBrand(queryClient, club);
        // The whole app renders behind this: a transition, in slices, so a slow phone keeps answering taps.
        startTransition(() => setState({ status: 'signed-in', user, impersonatedBy }));
      } else if (result.kind === 'invalid') {
        removeToken();
        dropAdminToken();
        setState({ status: 'signed-out', reason: 'invalid-token' });
      } else {
        setState({ status: 'server-unavailable' });
      }
    });
    return () => controller.abort();
  }, [checkRun, queryClient]);

  // The last signed-in user is kept for offline starts; a session that ends takes it and the offline fixtures along.
  useEffect(() => {
    if (state.status === 'signed-in')
      writeCachedUser({ user: state.user, impersonatedBy: state.impersonatedBy ?? null });
    else if (state.status === 'signed-out') {
      clearCachedUser();
      clearOfflineApiData();
    }
  }, [state]);

  // A token revoked or expired while signed in: any 401 signs the user out (the guard keeps the returnUrl).
  useEffect(
    () =>
      onUnauthorized((token) => {
        if (statusRef.current !== 'signed-in' || returningRef.current || token !== readToken()) return;
        statusRef.current = 'signed-out';
        removeToken();
        dropAdminToken();
        queryClient.clear();
        setState({ status: 'signed-out', reason: 'expired' });
      }),
    [queryClient],
  );

  const signIn = useCallback(
    async (token: string, remember: boolean): Promise<User> => {
      dropAdminToken();
      storeAndReread(token, remember);
      try {
        const { teams, club, ...current } = await loadCurrentUser();
        queryClient.clear();
        primeMyTeams(queryClient, teams);
        primeBrand(queryClient, club);
        setState({ status: 'signed-in', ...current });
        return current.user;
      } catch (error) {
        removeToken();
        throw error;
      }
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    const token = readToken();
    removeToken();
    // Signing out while impersonating ends the admin's own session too: nothing is left behind.
    dropAdminToken();
    statusRef.current = 'signed-out';
    setState({ status: 'signed-out', reason: 'signed-out' });
    queryClient.clear();
    if (token) logout(token).catch(() => undefined);
    // A shared phone stops getting the last person's notifications: the browser's subscription ends, and the server
    // removes the device when the push service next says it is gone (decision 131).
    unsubscribeThisDevice().catch(() => undefined);
    void navigate(paths.login());
  }, [navigate, queryClient]);

  const replaceToken = useCallback(
    async (token: string): Promise<User> => {
      const previous = readToken();
      // The admin's own token is kept once: an impersonated admin impersonating again still returns to the first.
      const keptAdmin = readAdminToken();
      if (!keptAdmin && previous) storeAdminToken(previous);
      try {
        storeAndReread(token, false);
        const { teams, club, ...current } = await loadCurrentUser();
        // The impersonation this one replaces ends, on the audit log.
        if (keptAdmin && previous) logout(previous).catch(() => undefined);
        queryClient.clear();
        primeMyTeams(queryClient, teams);
        primeBrand(queryClient, club);
        // One transition for both: the new user must never be rendered on the old (admin) screen, which the router
        // keeps on screen until the lazily loaded dashboard is ready; the admin guard would turn them away.
        startTransition(() => {
          setState({ status: 'signed-in', ...current });
          void navigate(paths.home);
        });
        return current.user;
      } catch (error) {
        if (previous) storeToken(previous, false);
        else removeToken();
        if (!keptAdmin) removeAdminToken();
        throw error;
      }
    },
    [navigate, queryClient],
  );

  const updateUser = useCallback((patch: Partial<User>) => {
    setState((current) =>
      current.status === 'signed-in' ? { ...current, user: { ...current.user, ...patch } } : current,
    );
  }, []);

  const endImpersonation = useCallback(async (): Promise<void> => {
    returningRef.current = true;
    try {
      const result = await returnToAdmin();
      queryClient.clear();
      if (result.kind === 'admin-session-ended') {
        removeToken();
        removeAdminToken();
        statusRef.current = 'signed-out';
        setState({ status: 'signed-out', reason: 'admin-session-ended' });
        void navigate(paths.login(paths.adminUsers));
        return;
      }
      storeAndReread(result.token, false);
      removeAdminToken();
      startTransition(() => {
        primeMyTeams(queryClient, result.admin.teams);
        primeBrand(queryClient, result.admin.club);
        setState({ status: 'signed-in', user: result.admin.user, impersonatedBy: null });
        void navigate(paths.adminUsers);
      });
    } finally {
      returningRef.current = false;
    }
  }, [navigate, queryClient]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setCheckRun((run) => run + 1);
  }, []);

  const session = useMemo<Session>(
    () => ({
      state,
      user: state.status === 'signed-in' ? state.user : null,
      signIn,
      signOut,
      replaceToken,
      updateUser,
      endImpersonation,
      retry,
    }),
    [state, signIn, signOut, replaceToken, updateUser, endImpersonation, retry],
  );

  return <SessionContext value={session}>{children}</SessionContext>;
}
