import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AdminPage } from '../src/features/admin/admin-page';
import { adminPanelOf, adminPanels } from '../src/features/admin/admin-panels';
import { json, stubFetch } from './fake-fetch';
import { locationOf, renderRoutes } from './render-app';

function renderAdmin(path: string) {
  stubFetch(() => json(200, []));
  return renderRoutes([{ path: '/admin', element: <AdminPage /> }], path);
}

describe('combined admin screen', () => {
  it('has the seven panels in order', () => {
    expect(adminPanels.map((p) => [p.id, p.label])).toEqual([
      ['users', 'User Management'],
      ['teams', 'Team Management'],
      ['players', 'Player Management'],
      ['matches', 'Match Management'],
      ['match-types', 'Match Types'],
      ['opposition-teams', 'Opposition Teams'],
      ['trainings', 'Training Sessions'],
    ]);
    expect(adminPanelOf(null).id).toBe('users');
    expect(adminPanelOf('nope').id).toBe('users');
    expect(adminPanelOf('trainings').id).toBe('trainings');
  });

  it('opens the panel named by ?panel= and follows the side menu', async () => {
    const { router } = renderAdmin('/admin?panel=teams');
    expect(await screen.findByRole('heading', { name: 'Team Management', level: 2 })).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Admin panel' }));
    expect(menu.getByRole('link', { name: 'Team Management' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(menu.getByRole('link', { name: 'Opposition Teams' }));
    expect(await screen.findByRole('heading', { name: 'Manage Opposition Teams', level: 2 })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin?panel=opposition-teams');
  });
});
