import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who is signed in, as the identity token says. Not persisted: the token is the source of truth. */
export interface AuthState {
  status: 'signed-out' | 'signed-in';
  username: string;
  roles: string[];
  /** The country database context (bg, dk, es, it, lu, nl, pt, de). */
  context: string;
  /** The user's id in the identity provider, matched against recipe authors' externalID. */
  externalId: string;
}

const initialState: AuthState = { status: 'signed-out', username: '', roles: [], context: '', externalId: '' };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<Omit<AuthState, 'status'>>) {
      return { status: 'signed-in', ...action.payload };
    },
    signedOut() {
      return initialState;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectRoles: (state) => state.roles,
    selectContext: (state) => state.context,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectSession, selectRoles, selectContext } = authSlice.selectors;
