import '@testing-library/jest-dom';
import { server } from '../mocks/server';

// chart.js and Chakra measure elements; jsdom has no layout engine.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= ResizeObserverStub;

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
