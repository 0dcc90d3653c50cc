import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ListedUser, ParentChild, User } from '@touchline/domain';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { primeBrand } from '../src/api/brand';
import { createQueryClient } from '../src/query-client';
import { theme } from '../src/theme';

/** Renders a route table in a memory router with the app's providers; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  // What a signed-in app has from its token check (the session primes it): the club's name and logo.
  primeBrand(queryClient, { club_name: 'Touchline', logo_url: null });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient, ...view };
}

/** The path and query the router is at. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 3,
    username: 'jsmith',
    role: 'user',
    short_name: null,
    email: null,
    userTypes: [],
    player_id: null,
    active: true,
    invitation: null,
    head_of_coaching: false,
    welfare_officer: false,
    treasurer: false,
    ...overrides,
  };
}

export const player = makeUser({ username: 'pat', short_name: 'Pat Player', userTypes: [{ type: 'Player' }] });
export const coach = makeUser({
  user_id: 4,
  username: 'casey',
  short_name: 'Coach Casey',
  userTypes: [{ type: 'Coach' }],
});
export const admin = makeUser({ user_id: 1, username: 'admin', role: 'admin' });

/** A user as GET /users lists them: with the children linked to them as a parent. */
export function listedUser(user: User, children: ParentChild[] = []): ListedUser {
  return { ...user, children };
}
