import { useState } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import type { Persona, User } from '@touchline/domain';
import { DASHBOARD_REFRESH_MS, personasOf } from '@touchline/domain';
import { useSearchParams } from 'react-router';
import { useCurrentUser, useDashboardRefresh } from '../../api/dashboard';
import { useSession } from '../../session/session-context';
import { CalendarSubscribePanel } from '../../widgets/calendar-subscribe/calendar-subscribe-panel';
import { ErrorBanner } from '../../ui/error-banner';
import { webMessages } from '../../web-messages';
import { AdminDashboard } from './admin-dashboard';
import { lazyView } from './code-loading';
import { LoadWhenSeen } from './load-when-seen';
import { ParentPersona } from './parent-persona';
import { activePersona } from './persona';
import { PersonaSwitcher } from './persona-switcher';
import { PlayerPersona } from './player-persona';
import { WelcomeScreen } from './welcome-screen';
import { t } from '../../i18n/i18n';

/** The coach view brings the carousel and the statistics table: its own chunk, loaded when the persona is chosen. */
const CoachDashboard = lazyView(() => import('./coach-dashboard').then((m) => m.CoachDashboard), 900);

function AccessDeniedAlert() {
  const [searchParams, setSearchParams] = useSearchParams();
  if (searchParams.get('accessDenied') !== 'true') return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={t('Dismiss')}
      onClose={() =>
        setSearchParams(
          (params) => {
            params.delete('accessDenied');
            return params;
          },
          { replace: true },
        )
      }
    >
      {webMessages.accessDenied}
    </Alert>
  );
}

function PersonaView({ persona, user }: { persona: Persona; user: User }) {
  switch (persona) {
    case 'Player':
      return <PlayerPersona user={user} />;
    case 'Parent':
      return <ParentPersona user={user} />;
    case 'Coach':
      return <CoachDashboard user={user} />;
    case 'Admin':
      return <AdminDashboard />;
  }
}

function Dashboard({ sessionUser }: { sessionUser: User }) {
  useDashboardRefresh(DASHBOARD_REFRESH_MS);
  const current = useCurrentUser(sessionUser);
  const user = current.data;
  const personas = personasOf(user);
  const [chosen, setChosen] = useState<Persona | null>(null);
  const persona = activePersona(personas, chosen);

  return (
    <Stack gap="md">
      <Title order={1}>{t('Dashboard')}</Title>
      <AccessDeniedAlert />
      <ErrorBanner message={current.error?.message} />
      {persona !== null && personas.length > 1 && (
        <PersonaSwitcher personas={personas} value={persona} onChange={setChosen} />
      )}
      {persona === null ? <WelcomeScreen /> : <PersonaView key={persona} persona={persona} user={user} />}
      {/* The Admin view and the welcome text read nothing and are short: the panel is on the first screen anyway. */}
      {persona === 'Admin' || persona === null ? (
        <CalendarSubscribePanel />
      ) : (
        <LoadWhenSeen minHeight={200} label={t('Subscribe to calendar')}>
          <CalendarSubscribePanel />
        </LoadWhenSeen>
      )}
    </Stack>
  );
}

/** Home (/): the dashboard of the chosen persona (spec §2), the access-denied banner and the calendar panel. */
export function HomePage() {
  const { user } = useSession();
  if (!user) return null;
  return <Dashboard key={user.user_id} sessionUser={user} />;
}
