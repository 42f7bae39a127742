import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';

/**
 * The one toaster of the app: features call `toaster.create(...)`; `<AppToaster/>` renders it once
 * per area so that a toast outlives the page that raised it (e.g. "Deleted with success" after
 * navigating back to the list).
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'info';

/** A toast: `title` is the message; `description`, when given, a second line (e.g. the server's reason). */
export function notify(kind: ToastKind, title: string, description?: string): void {
  toaster.create({ type: kind, title, ...(description ? { description } : {}) });
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
