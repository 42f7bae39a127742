import { act } from '@testing-library/react';
import { toaster } from '../../src/components/toaster';

/** The toaster is a module-level store: empty it between tests (inside act, it re-renders the Toaster). */
export function clearToasts(): void {
  act(() => {
    toaster.remove();
  });
}
