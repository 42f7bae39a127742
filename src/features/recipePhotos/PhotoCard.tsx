import { Badge, Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { useBlobUrl } from '../../components/useBlobUrl';
import type { RecipePhoto } from '../../services/generated/appApi.generated';

/** One photo: its thumbnail (fetched with the token as an object URL), type, date and delete. */
export function PhotoCard({ photo, onDelete }: { photo: RecipePhoto; onDelete: () => void }) {
  const thumbnail = useBlobUrl('api', photo.thumbnailURL);
  const taken = photo.creationDate ? new Date(photo.creationDate).toLocaleDateString('en-GB') : '';
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" padding="2" aria-label={`Photo ${photo.idRecipePhoto}`}>
      <Box height="32" bg="bg.muted" borderRadius="sm" overflow="hidden">
        {thumbnail && <Image src={thumbnail} alt={`Thumbnail of photo ${photo.idRecipePhoto}`} objectFit="cover" width="100%" height="100%" />}
      </Box>
      <Stack direction="row" align="center" justify="space-between">
        <Badge>{photo.photoType === 'COVER' ? 'Cover' : 'User'}</Badge>
        <Text fontSize="xs">{taken}</Text>
      </Stack>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete} aria-label={`Delete photo ${photo.idRecipePhoto}`}>
        Delete
      </Button>
    </Stack>
  );
}
