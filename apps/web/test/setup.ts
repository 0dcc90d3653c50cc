import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { stopSharedWarmUp } from '../src/api/warm-up';

// The first lazy screen of a test file is compiled on demand, which can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these; happy-dom's versions are replaced with inert ones so every test sees a desktop-width screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  configurable: true,
  value: () => undefined,
});

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

// No test reaches a real server: a test that needs answers stubs fetch itself (test/fake-fetch.ts).
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('No fake API answers this request')));
});

afterEach(() => {
  cleanup();
  // A warm-up one test started must not probe through the next test's fake server (the tests share this module).
  stopSharedWarmUp();
  clearCookies();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
