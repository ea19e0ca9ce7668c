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

// jsdom has no layout: ProseMirror (Beheer's rich-text editor) asks for rectangles and the
// element at a point while it keeps the selection in view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= emptyRect;
Element.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

// The first screen of a file is a lazily loaded module: on a busy 2-core machine (CI runs the
// suites side by side) its first render can take longer than the 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll; the router restores scroll positions on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Workers share one jsdom between files (isolate: false): nothing a test stored or navigated
  // to reaches the next one.
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
