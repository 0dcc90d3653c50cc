import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { LoadingText } from '../ui/loading-text';
import type { Access } from './access';
import { canAccess } from './access';
import { useSession } from './session-context';

interface RequireAccessProps {
  access: Access;
  /** Rendered when allowed; without it the child routes are. */
  children?: ReactNode;
}

/**
 * Route guard. Signed out → /login?returnUrl={path and query} (plain /login right after Sign Out; User Management after
 * 'Return to admin' found the admin's own session ended); signed in without the needed role → /?accessDenied=true.
 */
export function RequireAccess({ access, children }: RequireAccessProps) {
  const { state } = useSession();
  const location = useLocation();

  if (state.status === 'signed-out') {
    const returnUrl =
      state.reason === 'signed-out'
        ? undefined
        : state.reason === 'admin-session-ended'
          ? paths.adminUsers
          : `${location.pathname}${location.search}`;
    return <Navigate to={paths.login(returnUrl)} replace />;
  }
  if (state.status !== 'signed-in') return <LoadingText />;
  if (!canAccess(access, state.user)) return <Navigate to={paths.accessDenied} replace />;
  return children ?? <Outlet />;
}
