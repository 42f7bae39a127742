import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { makeStore, startPersistence } from './app/store';
import { appRoutes, BASENAME } from './app/routes';
import { loadAuthConfig } from './auth/config';
import { createKeycloak, startSignIn } from './auth/keycloak';

async function boot(): Promise<void> {
  const store = makeStore();
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

void boot();
