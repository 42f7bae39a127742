import { useEffect } from 'react';

/** Ctrl+S (Cmd+S on a Mac) submits the form instead of saving the web page. */
export function useSaveShortcut(onSave: () => void, enabled: boolean) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (enabled) onSave();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onSave, enabled]);
}
