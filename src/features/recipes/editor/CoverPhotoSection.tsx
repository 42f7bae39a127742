import { Box, Heading, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useBlobUrl } from '../../../components/useBlobUrl';
import type { Recipe } from '../recipesApi';

/** The cover photo, chosen on the photo page; a recipe must exist before it can have photos. */
export function CoverPhotoSection({ recipe }: { recipe?: Recipe }) {
  const thumbnail = useBlobUrl('api', recipe?.coverPhoto?.thumbnailURL);
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
          {thumbnail ? <Image src={thumbnail} alt="Cover photo" maxWidth="48" borderRadius="md" /> : <Text fontSize="sm">No cover photo</Text>}
          <Link asChild fontSize="sm">
            <RouterLink to={`/recipes/${recipe.idRecipe}/photos`}>Manage photos</RouterLink>
          </Link>
        </>
      )}
    </Box>
  );
}
