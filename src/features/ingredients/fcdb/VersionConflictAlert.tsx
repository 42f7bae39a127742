import { Alert, Button } from '@chakra-ui/react';

/**
 * Shown after a save refused because someone else saved the ingredient since it was opened: the edits are
 * still in the form (nothing of them was saved); Reload shows the other save and drops them.
 */
export function VersionConflictAlert({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <Alert.Root status="warning" role="alert" aria-label="Not saved">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not saved: someone else saved this ingredient after you opened it</Alert.Title>
        <Alert.Description>
          Your changes are still in the form. Reload to see the saved ingredient (your changes will be discarded), then apply them
          again.
        </Alert.Description>
      </Alert.Content>
      <Button type="button" size="xs" variant="outline" loading={reloading} onClick={onReload}>
        Reload
      </Button>
    </Alert.Root>
  );
}
