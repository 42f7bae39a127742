import { Button, Dialog, Field, Flex, Input, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from '../../auth/authSlice';
import { canChangeSimulationProfile } from '../../domain';
import { LabeledSelect } from '../../components/LabeledSelect';
import { notify } from '../../components/toaster';
import { apiErrorOf } from '../../services/apiError';
import {
  useCreateSimulationProfileMutation,
  useDeleteSimulationProfileMutation,
  useListSimulationProfilesQuery,
  useUpdateSimulationProfileMutation,
} from '../../services/plannerApi';
import { profileActions } from './store/profileSlice';
import { fromSimulationProfile, toUserProfile } from './store/profileMapping';
import { selectProfile } from './store/selectors';

/** Who saved a profile, as the server keeps it (profiles saved before owners were kept have none). */
const ownerOf = (p: { createdBy?: string }) => p.createdBy ?? 'unknown';

/**
 * Saved simulation profiles, each with who saved it: selecting one loads it; Clear, Save (create with a name, or
 * update) and Delete. A profile the viewer may not change (someone else's, for a user or an ambassador) is shown
 * read-only with its owner: Save makes a copy under a new name and Delete is off. The bar wraps on a narrow screen.
 */
export function SavedProfiles() {
  const { list, current, shown, locked, draft, select, clear, save, createNamed, deleteCurrent, updating, removing, creating } =
    useSavedProfiles();

  return (
    <Flex gap="2" align="flex-end" wrap="wrap">
      <LabeledSelect
        label="Saved profile"
        width="64"
        placeholder="None"
        value={current ? String(current.id) : ''}
        onChange={select}
        options={(list.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (by ${ownerOf(p)})` }))}
      />
      <Button size="sm" variant="outline" disabled={!current} onClick={clear}>
        Clear
      </Button>
      <Button size="sm" variant="outline" loading={updating.isLoading} onClick={save}>
        {locked ? 'Save as new profile' : 'Save profile'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={!current || locked}
        loading={removing.isLoading}
        onClick={deleteCurrent}
      >
        Delete
      </Button>
      {shown && (
        <Text fontSize="xs" color="fg.muted" alignSelf="center" aria-label="Saved by">
          {locked ? 'Read only: ' : ''}Saved by {ownerOf(shown)}
          {shown.updatedBy && shown.updatedBy !== shown.createdBy ? `, last saved by ${shown.updatedBy}` : ''}
        </Text>
      )}
      <SaveProfileDialog draft={draft} creating={creating.isLoading} onSave={createNamed} />
    </Flex>
  );
}

/** The name and description a new profile gets, typed in the Save profile dialog. */
interface ProfileDraft {
  open: boolean;
  setOpen: (open: boolean) => void;
  name: string;
  setName: (name: string) => void;
  description: string;
  setDescription: (description: string) => void;
}

/**
 * The list of saved profiles and the one on screen, with what the bar does to them: load, clear, save (an update,
 * or the dialog for a new one when there is none or it is locked), create from the dialog, and delete.
 */
function useSavedProfiles() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const list = useListSimulationProfilesQuery();
  const [create, creating] = useCreateSimulationProfileMutation();
  const [update, updating] = useUpdateSimulationProfileMutation();
  const [remove, removing] = useDeleteSimulationProfileMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const draft: ProfileDraft = { open: dialogOpen, setOpen: setDialogOpen, name, setName, description, setDescription };
  const session = useAppSelector(selectSession);
  const current = profile.savedProfile;
  const shown = current ? list.data?.find((p) => p.id === current.id) : undefined;
  const locked = !!shown && !canChangeSimulationProfile(session, shown.createdBy);

  const input = (saveName: string, saveDescription?: string) => {
    const { userProfile, scope } = toUserProfile(profile);
    return {
      name: saveName,
      ...(saveDescription ? { description: saveDescription } : {}),
      userProfile: JSON.stringify(userProfile),
      scope,
    };
  };

  const select = (value: string) => {
    const chosen = list.data?.find((p) => String(p.id) === value);
    if (chosen) dispatch(profileActions.profileLoaded(fromSimulationProfile(chosen)));
  };
  const clear = () => dispatch(profileActions.savedProfileCleared());

  const save = async () => {
    if (!current || locked) {
      setName('');
      setDescription('');
      setDialogOpen(true);
      return;
    }
    try {
      const updated = await update({
        id: current.id,
        simulationProfileInput: { ...input(current.name, current.description), version: current.version },
      }).unwrap();
      dispatch(profileActions.profileSaved({ ...current, version: updated.version }));
      notify('success', 'Profile updated');
    } catch (error) {
      // Someone saved this profile since it was loaded: say so, rather than a bare failure.
      const problem = apiErrorOf(error);
      notify('error', problem.status === 409 && problem.message ? problem.message : 'Error updating profile');
    }
  };

  const createNamed = async () => {
    try {
      const created = await create({ simulationProfileInput: input(name.trim(), description.trim()) }).unwrap();
      dispatch(
        profileActions.profileSaved({
          id: created.id,
          name: created.name,
          version: created.version,
          ...(created.description ? { description: created.description } : {}),
        }),
      );
      setDialogOpen(false);
      notify('success', 'Profile created');
    } catch {
      notify('error', 'Error creating profile');
    }
  };

  const deleteCurrent = async () => {
    if (!current) return;
    try {
      await remove({ id: current.id }).unwrap();
      dispatch(profileActions.profileReset());
      notify('success', 'Profile deleted');
    } catch {
      notify('error', 'Error deleting profile');
    }
  };

  return { list, current, shown, locked, draft, select, clear, save, createNamed, deleteCurrent, updating, removing, creating };
}

/** Asks the name (required) and description of a profile saved as new. */
function SaveProfileDialog({ draft, creating, onSave }: { draft: ProfileDraft; creating: boolean; onSave: () => void }) {
  const { open, setOpen, name, setName, description, setDescription } = draft;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Save profile</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={name.trim() === ''}>
                <Field.Label>Profile name</Field.Label>
                <Input value={name} onChange={(e) => setName(e.target.value)} />
                {name.trim() === '' && <Field.ErrorText>Name cannot be empty</Field.ErrorText>}
              </Field.Root>
              <Field.Root marginTop="3">
                <Field.Label>Description</Field.Label>
                <Input value={description} onChange={(e) => setDescription(e.target.value)} />
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button colorPalette="teal" disabled={name.trim() === ''} loading={creating} onClick={onSave}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
