import { describe, expect, it, vi } from 'vitest';

// Each screen module records when it is loaded; the test never renders them.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../src/shell/app-layout', () => {
  loaded.add('app-layout');
  return { AppLayout: () => null };
});
vi.mock('../src/features/home/home-page', () => {
  loaded.add('dashboard');
  return { HomePage: () => null };
});
vi.mock('../src/features/coach-reports/coach-reports-page', () => {
  loaded.add('coach-reports');
  return { CoachReportsPage: () => null };
});

const { preloadScreen } = await import('../src/routes');

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('preloadScreen', () => {
  it('loads the layout and the screen of the path, and nothing else', async () => {
    preloadScreen('/');
    await settle();
    expect(loaded).toEqual(new Set(['app-layout', 'dashboard']));
  });

  it('finds a screen behind a role guard', async () => {
    preloadScreen('/coach-reports');
    await settle();
    expect(loaded.has('coach-reports')).toBe(true);
  });

  it('loads nothing for the login page or an unknown path', async () => {
    loaded.clear();
    preloadScreen('/login');
    preloadScreen('/no/such/screen');
    await settle();
    expect(loaded.size).toBe(0);
  });
});
