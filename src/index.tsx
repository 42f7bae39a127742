import { boot } from './app/boot';
import { createActionLog } from './app/actionLog';
import { BASENAME } from './app/routes';
import { loadAuthConfig } from './auth/config';
import { createKeycloak, startSignIn } from './auth/keycloak';

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

const actionLog = createActionLog();
exposeActionLog(actionLog);

void boot(
  document.getElementById('root')!,
  async (dispatch) => {
    const keycloak = createKeycloak(await loadAuthConfig());
    await startSignIn(keycloak, dispatch);
    return { logout: () => void keycloak.logout({ redirectUri: `${window.location.origin}${BASENAME}/` }) };
  },
  actionLog,
);
