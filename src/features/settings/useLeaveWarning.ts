import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `dirty`, closing or reloading the browser tab asks the browser's own question, and an
 * in-app navigation to another page is held until the user confirms (`blocker.proceed`) or stays
 * (`blocker.reset`).
 */
export function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
