import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { makeStore, startPersistence } from './app/store';
import { createActionLog } from './app/actionLog';
import { appRoutes, BASENAME } from './app/routes';
import { loadAuthConfig } from './auth/config';
import { createKeycloak, startSignIn } from './auth/keycloak';

async function boot(): Promise<void> {
  const actionLog = createActionLog();
  const store = makeStore(undefined, { actionLog });
  exposeActionLog(actionLog);
  const keycloak = createKeycloak(await loadAuthConfig());
  try {
    await startSignIn(keycloak, store.dispatch);
  } catch {
    // catalogue.md section 1: a failed login is logged and nothing renders.
    console.error('Authentication failed');
    return;
  }
  await startPersistence(store);
  const router = createBrowserRouter(appRoutes, { basename: BASENAME });
  const logout = () => void keycloak.logout({ redirectUri: `${window.location.origin}${BASENAME}/` });
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} auth={{ logout }} />);
}

/** For testers: `nutritionActionLog.download()` in the console saves the log for `npm run replay-actions`. */
function exposeActionLog(log: ReturnType<typeof createActionLog>): void {
  (window as unknown as { nutritionActionLog: unknown }).nutritionActionLog = {
    entries: () => log.entries(),
    clear: () => log.clear(),
    download: () => {
      const blob = new Blob([JSON.stringify(log.toFile())], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `action-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  };
}

void boot();
