import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../session/session-context';
import { LoadingText } from '../ui/loading-text';
import { ServerUnavailableScreen } from './server-unavailable-screen';
import { WarmUpScreen } from './warm-up-screen';

/** Shows the warm-up and server-unavailable screens in place of every route, the login route included. */
export function SessionGate() {
  const { state, retry } = useSession();
  if (state.status === 'warming-up') return <WarmUpScreen attempt={state.attempt} of={state.of} />;
  if (state.status === 'server-unavailable') return <ServerUnavailableScreen onRetry={retry} />;
  return (
    <Suspense fallback={<LoadingText />}>
      <Outlet />
    </Suspense>
  );
}
