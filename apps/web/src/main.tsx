import './zod-config';
import './mantine-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { dropExpiredKept } from './pwa/kept-queries';
import { readAgainThroughWorker } from './pwa/offline-data';
import { registerServiceWorker } from './pwa/register-sw';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import { followClubLanguage, startLanguage } from './i18n/i18n';
import { LanguageRoot } from './i18n/language-root';
import { startTokenCheckEarly } from './session/early-token-check';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Under a Content-Security-Policy with a style nonce, the server puts the nonce in this meta tag;
// Mantine then adds it to the <style> elements it creates (CSS variables, responsive styles).
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;

function start(root: HTMLElement): void {
  const router = createBrowserRouter(routes);
  const queryClient = createQueryClient();

  // Installable, offline-capable app (production builds only): on the first visit the data shown is loaded again once
  // the service worker controls the page, so that it keeps the fixtures for offline use.
  // A tapped notification's page opens here when the worker cannot move this window itself.
  registerServiceWorker({
    onFirstControl: () => void readAgainThroughWorker(queryClient),
    onOpenPath: (path) => void router.navigate(path),
  });
  // What a console kept for a match day (the squad's medical information, decision 130) goes after the day.
  void dropExpiredKept();

  // The first render is a transition, which React renders in slices of a few milliseconds: on a slow phone the page
  // keeps answering taps while the app starts, instead of freezing for the length of one long render.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
          <QueryClientProvider client={queryClient}>
            <LanguageRoot>
              <RouterProvider router={router} />
            </LanguageRoot>
          </QueryClientProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

// The stored token's check goes out now, while the first frame renders.
startTokenCheckEarly();
// A task of its own, after the one that evaluated the scripts: two shorter tasks instead of one long one. The first
// frame is in this device's language (its catalogue loaded first; English needs none).
setTimeout(() => {
  void startLanguage().finally(() => {
    start(container);
    void followClubLanguage();
  });
}, 0);
