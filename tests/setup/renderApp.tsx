import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../../src/App';
import { makeStore } from '../../src/app/store';
import { appRoutes, BASENAME } from '../../src/app/routes';
import { signedIn, type AuthState } from '../../src/auth/authSlice';

export interface RenderAppOptions {
  path?: string;
  session?: Partial<Omit<AuthState, 'status'>>;
}

/** Renders the real app (store, router, Chakra) at a path, signed in as the given session. */
export function renderApp({ path = '/', session = {} }: RenderAppOptions = {}) {
  const store = makeStore();
  store.dispatch(signedIn({ username: 'nina', roles: ['nutritionist'], context: 'nl', externalId: 'ext-nina', ...session }));
  const router = createMemoryRouter(appRoutes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  const logout = jest.fn();
  const view = render(<App store={store} router={router} auth={{ logout }} />);
  return { ...view, store, router, logout };
}
