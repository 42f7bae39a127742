import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import { appApiBase } from '../services/appApiBase';
import { searchApiBase } from '../services/searchApiBase';
import { plannerApiBase } from '../services/plannerApiBase';
import { crossRootInvalidation } from '../services/invalidation';
import { uiSlice } from '../features/shell/uiSlice';
import { authSlice } from '../auth/authSlice';
import { recipeDraftsSlice } from '../features/recipes/drafts/recipeDraftsSlice';
import { simulationReducer, type SimulationState } from '../features/simulation/store/simulationReducer';
import { debouncedStorage, defaultPersistStorage, NAVIGATION_SAVE_DELAY_MS, PERSIST_KEY_PREFIX } from './persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { ActionLog } from './actionLog';

export interface StoreOptions {
  /** Where persisted slices are written; localStorage by default. */
  storage?: Storage;
  /** Records every action for export and replay (src/app/actionLog.ts). */
  actionLog?: ActionLog;
}

/**
 * Each persisted slice has its own persist config, so API caches and other server data can never
 * be written to storage by accident: only what is wrapped here is persisted.
 */
function buildRootReducer(storage: Storage) {
  return combineReducers({
    [appApiBase.reducerPath]: appApiBase.reducer,
    [searchApiBase.reducerPath]: searchApiBase.reducer,
    [plannerApiBase.reducerPath]: plannerApiBase.reducer,
    [authSlice.reducerPath]: authSlice.reducer,
    [uiSlice.reducerPath]: persistReducer({ key: 'ui', keyPrefix: PERSIST_KEY_PREFIX, storage, throttle: 300 }, uiSlice.reducer),
    // No throttle here: the editor already dispatches a draft 300 ms after the last edit (redux-persist's
    // throttle writes one changed key per tick), and a throttle would only delay that write further.
    [recipeDraftsSlice.reducerPath]: persistReducer(
      { key: 'recipeDrafts', keyPrefix: PERSIST_KEY_PREFIX, storage },
      recipeDraftsSlice.reducer,
    ),
    // Only the present state (profile, plan, view, day, variety) is kept across a reload, written 300 ms
    // after the last change; the undo history and a request in flight belong to the page's life.
    simulation: persistReducer<SimulationState>(
      {
        key: 'simulation',
        keyPrefix: PERSIST_KEY_PREFIX,
        storage: debouncedStorage(storage, NAVIGATION_SAVE_DELAY_MS),
        whitelist: ['present'],
        // Kept profile, plan and variety each merge over their defaults, so one kept by an older build
        // without a part still loads.
        stateReconciler: autoMergeLevel2,
      },
      simulationReducer,
    ),
  });
}

export type RootState = ReturnType<ReturnType<typeof buildRootReducer>>;

const SIMULATION_HISTORY = ['simulation.past', 'simulation.future'];

const passThrough: Middleware = () => (next) => (action) => next(action);

/** The one store factory, used by the app and by every test. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const store = configureStore({
    reducer: buildRootReducer(options.storage ?? defaultPersistStorage()),
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; everything else must stay serialisable.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: SIMULATION_HISTORY,
        },
        // The undo history holds up to 100 earlier states, shared with the present: walking it on every
        // action would slow development builds, and its entries are frozen states already checked.
        immutableCheck: { ignoredPaths: SIMULATION_HISTORY },
      })
        .prepend(crossRootInvalidation.middleware)
        .prepend(options.actionLog?.middleware ?? passThrough)
        .concat(appApiBase.middleware, searchApiBase.middleware, plannerApiBase.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts rehydration and writing of the persisted slices; resolves once rehydrated. */
export function startPersistence(store: AppStore): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
