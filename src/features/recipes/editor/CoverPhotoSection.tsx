import { Box, Heading, Image, Link, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useGetRecipePhotoThumbnailQuery, type Recipe } from '../recipesApi';

/** The cover photo, chosen on the photo page; a recipe must exist before it can have photos. */
export function CoverPhotoSection({ recipe }: { recipe?: Recipe }) {
  const cover = recipe?.coverPhoto;
  const thumbnail = useGetRecipePhotoThumbnailQuery(cover ? { idRecipePhoto: cover.idRecipePhoto } : skipToken);
  return (
    <Box>
      <Heading size="sm" marginBottom="2">
        Cover photo
      </Heading>
      {!recipe ? (
        <Text fontSize="sm" role="status">
          Please create recipe first
        </Text>
      ) : (
        <>
          {!cover && <Text fontSize="sm">No cover photo</Text>}
          {cover && thumbnail.data && <Image src={thumbnail.data} alt="Cover photo" maxWidth="48" borderRadius="md" />}
          {cover && thumbnail.isError && <Text fontSize="sm">The cover photo could not be loaded.</Text>}
          <Link asChild fontSize="sm" display="block">
            <RouterLink to={`/recipes/${recipe.idRecipe}/photos`}>Manage photos</RouterLink>
          </Link>
        </>
      )}
    </Box>
  );
}
