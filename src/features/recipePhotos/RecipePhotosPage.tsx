import { Box, Heading, HStack, Link, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../../auth/authSlice';
import { canEditRecipe } from '../../domain/recipePermissions';
import { useStrayDropGuard } from '../../components/useStrayDropGuard';
import { PhotoCard } from './PhotoCard';
import { PhotoUpload } from './PhotoUpload';
import { useDeletePhoto, useGetRecipePhotosQuery, useGetRecipeQuery, useUploadPhotos } from './useRecipePhotos';
import { HelpLink } from '../../components/HelpLink';

/** /recipes/{id}/photos: the recipe's photos, upload and delete. */
export function RecipePhotosPage() {
  const { recipeId } = useParams();
  const id = Number(recipeId);
  if (!Number.isInteger(id) || id <= 0) {
    // /recipes/new has no photos: a recipe must exist first.
    return (
      <Box padding="8" role="alert">
        <Text>Please create recipe first</Text>
      </Box>
    );
  }
  return <PhotoList idRecipe={id} />;
}

function PhotoList({ idRecipe }: { idRecipe: number }) {
  const session = useAppSelector(selectSession);
  const recipe = useGetRecipeQuery({ id: idRecipe });
  const photos = useGetRecipePhotosQuery({ id: idRecipe });
  const { upload, uploading } = useUploadPhotos(idRecipe);
  const deletePhoto = useDeletePhoto(idRecipe);
  // Only who may edit the recipe sets its cover or removes its photos.
  const editable = !!recipe.data && canEditRecipe(session, recipe.data.author?.externalID);
  useStrayDropGuard(editable ? 'Drop the photo on the drop zone' : 'This recipe is read-only: its photos cannot be changed');
  return (
    <Box padding="4">
      <HStack gap="3" align="baseline" marginBottom="2">
        <Heading size="lg">{recipe.data ? `Photos of ${recipe.data.name}` : 'Recipe photos'}</Heading>
        <HelpLink area="recipes" />
      </HStack>
      <Link asChild fontSize="sm" marginBottom="4">
        <RouterLink to={`/recipes/${idRecipe}`}>Back to the recipe</RouterLink>
      </Link>
      {editable && <PhotoUpload uploading={uploading} onFiles={(files) => void upload(files)} />}
      {recipe.data && !editable && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Read-only: only the author, admins and nutritionists change the photos of this recipe.
        </Text>
      )}
      {photos.isLoading && <Spinner margin="4" aria-label="Loading photos" />}
      {photos.isError && <Text role="alert">The photos could not be loaded.</Text>}
      {photos.data && photos.data.length === 0 && <Text marginTop="4">No photos yet.</Text>}
      <SimpleGrid as="ul" aria-label="Photos" columns={{ base: 2, md: 4, lg: 6 }} gap="3" marginTop="4" listStyleType="none">
        {(photos.data ?? []).map((photo) => (
          <PhotoCard
            key={photo.idRecipePhoto}
            photo={photo}
            onDelete={editable ? () => void deletePhoto(photo.idRecipePhoto) : undefined}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
