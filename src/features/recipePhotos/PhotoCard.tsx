import { Badge, Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import type { RecipePhoto } from '../../services/generated/appApi.generated';
import { useGetRecipePhotoThumbnailQuery } from './useRecipePhotos';

interface PhotoCardProps {
  photo: RecipePhoto;
  /** Absent when the viewer may not delete the photo. */
  onDelete?: () => void;
}

/** One photo: its thumbnail (fetched by id with the token, shown as an object URL), type, date and delete. */
export function PhotoCard({ photo, onDelete }: PhotoCardProps) {
  const thumbnail = useGetRecipePhotoThumbnailQuery({ idRecipePhoto: photo.idRecipePhoto });
  const taken = photo.creationDate ? new Date(photo.creationDate).toLocaleDateString('en-GB') : '';
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" padding="2" aria-label={`Photo ${photo.idRecipePhoto}`}>
      <Box
        height="32"
        bg="bg.muted"
        borderRadius="sm"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {thumbnail.data && (
          <Image
            src={thumbnail.data}
            alt={`Thumbnail of photo ${photo.idRecipePhoto}`}
            objectFit="cover"
            width="100%"
            height="100%"
          />
        )}
        {thumbnail.isError && (
          <Text fontSize="xs" color="fg.muted">
            Thumbnail unavailable
          </Text>
        )}
      </Box>
      <Stack direction="row" align="center" justify="space-between">
        <Badge>{photo.photoType === 'COVER' ? 'Cover' : 'User'}</Badge>
        <Text fontSize="xs">{taken}</Text>
      </Stack>
      {onDelete && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          aria-label={`Delete photo ${photo.idRecipePhoto}`}
        >
          Delete
        </Button>
      )}
    </Stack>
  );
}
