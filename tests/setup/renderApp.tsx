import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import { makeStore, type AppStore } from '../../src/app/store';
import { appRoutes, BASENAME } from '../../src/app/routes';
import { signedIn, type AuthState } from '../../src/auth/authSlice';

// Pages are lazy-loaded; on a busy machine the first import of a page can take over a second.
configure({ asyncUtilTimeout: 5000 });

export interface RenderAppOptions {
  path?: string;
  session?: Partial<Omit<AuthState, 'status'>>;
  /** An existing store, e.g. to render the app again as after navigating away and back. */
  store?: AppStore;
}

/** Renders the real app (store, router, Chakra) at a path, signed in as the given session. */
export function renderApp({ path = '/', session = {}, store = makeStore() }: RenderAppOptions = {}) {
  store.dispatch(signedIn({ username: 'nina', roles: ['nutritionist'], context: 'nl', externalId: 'ext-nina', ...session }));
  const router = createMemoryRouter(appRoutes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  const logout = jest.fn();
  const view = render(<App store={store} router={router} auth={{ logout }} />);
  return { ...view, store, router, logout };
}
