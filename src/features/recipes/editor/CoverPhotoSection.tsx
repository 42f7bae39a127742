import { Box, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useStrayDropGuard } from '../../../components/useStrayDropGuard';
import { PhotoUpload, useUploadPhotos } from '../../recipePhotos';
import { useGetRecipePhotoThumbnailQuery, type Recipe } from '../recipesApi';

export const CREATE_RECIPE_FIRST = 'Please create recipe first';
export const DROP_ON_COVER = 'Drop the photo on the Cover photo area';
export const READ_ONLY_PHOTOS = 'This recipe is read-only: its photos cannot be changed';

/** The drop zone and picker of a saved recipe's cover (the photo page's, uploading as COVER). */
function CoverUpload({ idRecipe }: { idRecipe: number }) {
  const { upload, uploading } = useUploadPhotos(idRecipe);
  return <PhotoUpload uploading={uploading} onFiles={(files) => void upload(files)} />;
}

/**
 * The cover photo: shown, replaced by dropping or choosing an image, or managed on the photo page. A
 * recipe must exist before it can have photos; a file dropped anywhere else on the editor says where
 * it should go (or why it cannot) instead of the browser opening it in place of the app.
 */
export function CoverPhotoSection({ recipe, editable }: { recipe?: Recipe; editable: boolean }) {
  const cover = recipe?.coverPhoto;
  const thumbnail = useGetRecipePhotoThumbnailQuery(cover ? { idRecipePhoto: cover.idRecipePhoto } : skipToken);
  useStrayDropGuard(!recipe ? CREATE_RECIPE_FIRST : editable ? DROP_ON_COVER : READ_ONLY_PHOTOS);
  return (
    <Box>
      <Heading size="sm" marginBottom="2">
        Cover photo
      </Heading>
      {!recipe ? (
        <Text fontSize="sm" role="status">
          {CREATE_RECIPE_FIRST}
        </Text>
      ) : (
        <Stack gap="2" align="flex-start">
          {!cover && <Text fontSize="sm">No cover photo</Text>}
          {cover && thumbnail.data && <Image src={thumbnail.data} alt="Cover photo" maxWidth="48" borderRadius="md" />}
          {cover && thumbnail.isError && <Text fontSize="sm">The cover photo could not be loaded.</Text>}
          {editable && <CoverUpload idRecipe={recipe.idRecipe} />}
          <Link asChild fontSize="sm" display="block">
            <RouterLink to={`/recipes/${recipe.idRecipe}/photos`}>Manage photos</RouterLink>
          </Link>
        </Stack>
      )}
    </Box>
  );
}
