import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no ResizeObserver; Radix measures its popper content with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The first screen of a file is a lazily loaded module: on a busy 2-core machine (CI runs the
// suites side by side) its first render can take longer than the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll; the router restores scroll positions on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
