import { boot } from './app/boot';
import { createActionLog, downloadActionLog, registerActionLog } from './app/actionLog';
import { BASENAME } from './app/routes';
import { loadAuthConfig } from './auth/config';
import { createKeycloak, startSignIn } from './auth/keycloak';

/** For testers: `nutritionActionLog.download()` in the console saves the log for `npm run replay-actions`. */
function exposeActionLog(log: ReturnType<typeof createActionLog>): void {
  (window as unknown as { nutritionActionLog: unknown }).nutritionActionLog = {
    entries: () => log.entries(),
    clear: () => log.clear(),
    setRecording: (on: boolean) => log.setRecording(on),
    download: () => downloadActionLog(log),
  };
}

// Recording is on in development; on /meal-simulation a tester switches it on anywhere.
const actionLog = createActionLog(5000, Date.now, process.env.NODE_ENV !== 'production');
exposeActionLog(actionLog);
registerActionLog(actionLog);

void boot(
  document.getElementById('root')!,
  async (dispatch) => {
    const keycloak = createKeycloak(await loadAuthConfig());
    await startSignIn(keycloak, dispatch);
    return { logout: () => void keycloak.logout({ redirectUri: `${window.location.origin}${BASENAME}/` }) };
  },
  actionLog,
);
