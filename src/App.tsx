import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './app/store';
import { AuthActionsProvider, type AuthActions } from './auth/AuthActions';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  auth: AuthActions;
}

/** The whole SPA: store, design system, sign-in actions and routes. Tests render it too. */
export function App({ store, router, auth }: AppProps) {
  return (
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>
        <AuthActionsProvider value={auth}>
          <RouterProvider router={router} />
        </AuthActionsProvider>
      </ChakraProvider>
    </Provider>
  );
}
