import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecommenderSettings } from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RecommenderSettingsEditor } from '../../components/RecommenderSettingsEditor';
import { profileActions } from './store/profileSlice';
import { selectProfile } from './store/selectors';

/**
 * The recommender settings this simulation uses, in the editor /settings and /testing share. They live in the
 * simulation profile's state, so every change is an undo step (a run of changes to them is one) and is recorded
 * in the action log like any other edit. Rendered in the page's header row: the open editor takes a row of its
 * own below it (full width, last).
 */
export function RecommenderSettingsPanel() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectProfile).recommenderSettings;
  const [open, setOpen] = useState(false);
  const change = (next: RecommenderSettings) => dispatch(profileActions.recommenderSettingsChanged(next));

  return (
    <>
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        Recommender settings
      </Button>
      {open && (
        <Stack
          as="section"
          aria-label="Recommender settings"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          padding="3"
          flexBasis="100%"
          order={1}
        >
          <RecommenderSettingsEditor value={settings} onChange={change} />
          <Button
            size="sm"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => dispatch(profileActions.recommenderSettingsReset())}
          >
            Reset to defaults
          </Button>
        </Stack>
      )}
    </>
  );
}
