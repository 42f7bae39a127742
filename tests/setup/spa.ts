import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../mocks/server';
import { installFastLabels } from './fastLabels';

// chart.js and Chakra measure elements; jsdom has no layout engine.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;

// jsdom has no PointerEvent; Chakra's checkboxes, switches and sliders create one when they lose focus.
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: class PointerEvent extends MouseEvent {} });
}

// Label queries in linear rather than quadratic time (see fastLabels.ts).
installFastLabels();

// findBy*/waitFor wait up to 15 s: lazy pages and their first calls take longer than the 1 s default when the
// shared 2-core machine runs the whole suite (a cap on waiting, not a speed assertion).
configure({ asyncUtilTimeout: 15000 });

// An unexpected console.error fails the test.
const originalError = console.error;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  console.error = (...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  };
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => {
  server.close();
  console.error = originalError;
});
