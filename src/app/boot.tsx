import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '../App';
import { makeStore, startPersistence, type AppDispatch } from './store';
import { createActionLog, type ActionLog } from './actionLog';
import { appRoutes, BASENAME } from './routes';

/** Signs in and mirrors the session in the store; resolves with how to sign out again. */
export type SignIn = (dispatch: AppDispatch) => Promise<{ logout: () => void }>;

/**
 * Starts the SPA in `container`: store (with the action log), sign-in, persisted state, routes.
 * When sign-in fails, "Authentication failed" is logged and nothing renders.
 */
export async function boot(container: HTMLElement, signIn: SignIn, actionLog: ActionLog = createActionLog()): Promise<boolean> {
  const store = makeStore(undefined, { actionLog });
  let auth: { logout: () => void };
  try {
    auth = await signIn(store.dispatch);
  } catch {
    console.error('Authentication failed');
    return false;
  }
  await startPersistence(store);
  const router = createBrowserRouter(appRoutes, { basename: BASENAME });
  createRoot(container).render(<App store={store} router={router} auth={auth} />);
  return true;
}
