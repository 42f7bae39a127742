import { useEffect } from 'react';
import { notify } from './toaster';

/**
 * While mounted, a file dropped outside every drop zone (whose handlers call preventDefault first) is
 * not opened by the browser in place of the app: it is refused, saying why (`message`).
 */
export function useStrayDropGuard(message: string): void {
  useEffect(() => {
    const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const onDragOver = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      notify('error', message);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, [message]);
}
