import { createContext, useContext, type ReactNode } from 'react';

/** What the shell may ask of the sign-in (keycloak-js in the app, a plain function under test). */
export interface AuthActions {
  logout: () => void;
}

const AuthActionsContext = createContext<AuthActions | null>(null);

export function AuthActionsProvider({ value, children }: { value: AuthActions; children: ReactNode }) {
  return <AuthActionsContext.Provider value={value}>{children}</AuthActionsContext.Provider>;
}

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions needs an AuthActionsProvider');
  return actions;
}
