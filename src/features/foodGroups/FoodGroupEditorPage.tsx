import { Alert, Box, Button, Field, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { limitHint, limitRule } from '../../components/fieldLimits';
import { IngredientPicker, type PickedIngredient } from '../../components/IngredientPicker';
import { NotFoundPage } from '../../components/NotFoundPage';
import { FOOD_GROUP_LIMITS, KNOWN_TYPE_MESSAGE, useGetFoodGroupQuery, type FoodGroup } from './foodGroupsApi';
import { FoodGroupIngredients } from './FoodGroupIngredients';
import { useFoodGroupActions } from './useFoodGroupActions';
import { HelpLink } from '../../components/HelpLink';

/** /foodgroups/new and /foodgroups/{groupId}: the food group editor. */
export function FoodGroupEditorPage() {
  const { groupId } = useParams();
  if (groupId === 'new') return <FoodGroupForm key="new" />;
  const id = Number(groupId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <LoadedFoodGroup key={id} id={id} />;
}

function LoadedFoodGroup({ id }: { id: number }) {
  const group = useGetFoodGroupQuery({ id });
  if (group.isLoading) return <Spinner margin="8" aria-label="Loading food group" />;
  if (!group.data) {
    return (
      <Box padding="8" role="alert">
        <Text>The food group could not be loaded.</Text>
        <BackLink />
      </Box>
    );
  }
  return <FoodGroupForm group={group.data} />;
}

function BackLink() {
  return (
    <Link asChild fontSize="sm" color="teal.700">
      <RouterLink to="/foodgroups">Back to food groups</RouterLink>
    </Link>
  );
}

interface FormValues {
  name: string;
}

/**
 * The name is saved with Save, together with the ingredients picked since (added in one call);
 * removing an ingredient already in the group takes effect at once.
 */
function FoodGroupForm({ group }: { group?: FoodGroup }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    values: { name: group?.name ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const [toAdd, setToAdd] = useState<PickedIngredient[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [knownTypeAlert, setKnownTypeAlert] = useState(false);
  const actions = useFoodGroupActions(group?.idGroup);

  const members = group?.ingredients ?? [];
  const pick = (ingredient: PickedIngredient) => {
    const known =
      members.some((m) => m.idIngredient === ingredient.idIngredient) ||
      toAdd.some((i) => i.idIngredient === ingredient.idIngredient);
    if (!known) setToAdd([...toAdd, ingredient]);
  };

  const onSave = handleSubmit(async ({ name }) => {
    const saved = await actions.save(
      name,
      toAdd.map((i) => i.idIngredient),
    );
    if (!saved) return;
    setToAdd([]);
    reset({ name: saved.name });
    if (!group) navigate(`/foodgroups/${saved.idGroup}`, { replace: true });
  });

  const askDelete = () => {
    // The system relies on groups of a known type: they are never offered for deletion.
    if (group?.knownFoodGroupType) setKnownTypeAlert(true);
    else setConfirming(true);
  };

  const onDelete = async () => {
    const outcome = await actions.remove();
    setConfirming(false);
    if (outcome === 'deleted') navigate('/foodgroups');
    if (outcome === 'known-type') setKnownTypeAlert(true);
  };

  const nameError = formState.errors.name?.message;
  return (
    <Box padding="4">
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Food group">
        <Stack gap="4" maxWidth="3xl">
          <BackLink />
          <HStack justify="space-between" wrap="wrap">
            <HStack gap="3" align="baseline">
              <Heading size="lg">{group ? group.name : 'New food group'}</Heading>
              <HelpLink area="food-groups" />
            </HStack>
            <HStack>
              {group && (
                <Button variant="outline" colorPalette="red" onClick={askDelete}>
                  Delete
                </Button>
              )}
              <Button type="submit" colorPalette="teal" loading={actions.saving}>
                Save
              </Button>
            </HStack>
          </HStack>
          {knownTypeAlert && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{KNOWN_TYPE_MESSAGE}</Alert.Title>
            </Alert.Root>
          )}
          {group?.knownFoodGroupType && (
            <Text fontSize="sm" color="fg.muted">
              Known type: {group.knownFoodGroupType}
            </Text>
          )}
          <Field.Root invalid={!!nameError} required>
            <Field.Label>Name</Field.Label>
            <Input {...register('name', { validate: limitRule('Name', FOOD_GROUP_LIMITS.name) })} />
            {nameError ? (
              <Field.ErrorText>{nameError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{limitHint(FOOD_GROUP_LIMITS.name)}</Field.HelperText>
            )}
          </Field.Root>
          <IngredientPicker label="Add ingredient" onSelect={pick} />
          <FoodGroupIngredients
            members={members}
            toAdd={toAdd}
            removing={actions.removingIngredient}
            onRemoveMember={(idIngredient) => void actions.removeIngredient(idIngredient)}
            onRemovePicked={(idIngredient) => setToAdd(toAdd.filter((i) => i.idIngredient !== idIngredient))}
          />
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete food group"
        message={`Are you sure you want to delete the food group ${group?.name ?? ''}?`}
        busy={actions.deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
