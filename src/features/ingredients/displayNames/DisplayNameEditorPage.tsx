import { Box, Spinner, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { DISPLAY_NAME_MESSAGES, useGetIngredientGroupQuery } from './displayNamesApi';
import { BackToDisplayNames } from './BackToDisplayNames';
import { DisplayNameForm } from './DisplayNameForm';

/** /ingredients/displaynames/new and /ingredients/displaynames/{ingId}: the display-name editor. */
export function DisplayNameEditorPage() {
  const { ingId } = useParams();
  if (ingId === 'new') return <DisplayNameForm key="new" />;
  const id = Number(ingId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <LoadedDisplayName key={id} id={id} />;
}

function LoadedDisplayName({ id }: { id: number }) {
  const group = useGetIngredientGroupQuery({ id });
  if (group.isLoading) return <Spinner margin="8" aria-label="Loading display name" />;
  if (!group.data)
    return (
      <Box padding="8" role="alert">
        <Text marginBottom="2">{DISPLAY_NAME_MESSAGES.loadFailed}</Text>
        <BackToDisplayNames />
      </Box>
    );
  return <DisplayNameForm group={group.data} />;
}
