import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { User } from '@touchline/domain';
import type { RouteObject } from 'react-router';
import { appRoutes } from '../src/routes';
import { SessionContext } from '../src/session/session-context';
import type { Session, SessionState } from '../src/session/session-state';
import { SessionGate } from '../src/shell/session-gate';
import { renderRoutes } from './render-app';

export function fakeSession(state: SessionState): Session {
  return {
    state,
    user: state.status === 'signed-in' ? state.user : null,
    signIn: vi.fn(() => Promise.reject(new Error('not in this test'))),
    signOut: vi.fn(),
    replaceToken: vi.fn(() => Promise.reject(new Error('not in this test'))),
    updateUser: vi.fn(),
    endImpersonation: vi.fn(() => Promise.reject(new Error('not in this test'))),
    retry: vi.fn(),
  };
}

/** The app's route table under a fixed session instead of the real provider. */
export function routesWithSession(session: Session): RouteObject[] {
  return [
    {
      element: (
        <SessionContext value={session}>
          <SessionGate />
        </SessionContext>
      ),
      children: appRoutes,
    },
  ];
}

/** One screen at '/' under a fixed signed-in session of `user`. */
export function renderSignedIn(user: User, screen: ReactNode) {
  const session = fakeSession({ status: 'signed-in', user });
  return renderRoutes([{ path: '/', element: <SessionContext value={session}>{screen}</SessionContext> }], '/');
}
