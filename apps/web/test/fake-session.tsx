import { vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { appRoutes } from '../src/routes';
import { SessionContext } from '../src/session/session-context';
import type { Session, SessionState } from '../src/session/session-state';
import { SessionGate } from '../src/shell/session-gate';

export function fakeSession(state: SessionState): Session {
  return {
    state,
    user: state.status === 'signed-in' ? state.user : null,
    signIn: vi.fn(() => Promise.reject(new Error('not in this test'))),
    signOut: vi.fn(),
    replaceToken: vi.fn(() => Promise.reject(new Error('not in this test'))),
    updateUser: vi.fn(),
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
