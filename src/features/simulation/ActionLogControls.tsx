import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadActionLog, registeredActionLog } from '../../app/actionLog';

/** For testers: switch recording of the store's actions, and download the log for `npm run replay-actions`. */
export function ActionLogControls() {
  const log = registeredActionLog();
  const [recording, setRecording] = useState(() => log?.isRecording() ?? false);
  if (!log) return null;
  return (
    <HStack gap="2">
      <label>
        <input
          type="checkbox"
          checked={recording}
          onChange={(e) => {
            log.setRecording(e.target.checked);
            setRecording(e.target.checked);
          }}
        />{' '}
        Record actions
      </label>
      <Button size="sm" variant="ghost" onClick={() => downloadActionLog(log)}>
        Download action log
      </Button>
    </HStack>
  );
}
