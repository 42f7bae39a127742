import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FullPhotoDialog } from './FullPhotoDialog';
import { FLAG_LABELS, useGetRecipePhotoThumbnailQuery, type PhotoModerationEntry } from './photoModerationApi';
import type { ModerationAction } from './useModerationActions';

interface ModerationCardProps {
  entry: PhotoModerationEntry;
  onAction: (action: ModerationAction) => void;
}

/** One photo awaiting review: the photo (fetched by id with the token), its recipe, author, date and description. */
export function ModerationCard({ entry, onAction }: ModerationCardProps) {
  const thumbnail = useGetRecipePhotoThumbnailQuery({ idRecipePhoto: entry.id });
  const recipe = entry.recipeName ?? (entry.idRecipe ? `Recipe ${entry.idRecipe}` : 'Unknown recipe');
  const [fullSize, setFullSize] = useState(false);
  const date = entry.creationDate ? new Date(entry.creationDate).toLocaleDateString('en-GB') : '';
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" padding="3" aria-label={`Photo ${entry.id} of ${recipe}`}>
      <Box
        height="48"
        bg="bg.muted"
        borderRadius="sm"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {thumbnail.data && (
          <Image src={thumbnail.data} alt={`Photo ${entry.id} of ${recipe}`} objectFit="cover" width="100%" height="100%" />
        )}
        {thumbnail.isError && (
          <Text fontSize="xs" color="fg.muted">
            Photo unavailable
          </Text>
        )}
      </Box>
      <Text fontWeight="bold">{recipe}</Text>
      <Text fontSize="sm">
        {entry.createdBy ?? entry.authorId ?? 'Unknown author'}
        {date && ` · ${date}`}
      </Text>
      {(entry.preChecks?.flags.length ?? 0) > 0 && (
        <HStack as="ul" aria-label="Pre-check doubts" gap="1" wrap="wrap" listStyleType="none">
          {entry.preChecks!.flags.map((flag) => (
            <Badge as="li" key={flag} colorPalette="orange" size="sm">
              {flag === 'NEAR_DUPLICATE' && entry.preChecks?.duplicateOf
                ? `${FLAG_LABELS[flag]} of photo ${entry.preChecks.duplicateOf}`
                : FLAG_LABELS[flag]}
            </Badge>
          ))}
        </HStack>
      )}
      {entry.description && (
        <Text fontSize="sm" color="fg.muted">
          {entry.description}
        </Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="green" onClick={() => onAction('approve')} aria-label={`Approve photo ${entry.id}`}>
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => onAction('reject')}
          aria-label={`Reject photo ${entry.id}`}
        >
          Reject
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setFullSize(true)} aria-label={`View photo ${entry.id} at full size`}>
          Full size
        </Button>
      </HStack>
      {fullSize && <FullPhotoDialog id={entry.id} title={`Photo ${entry.id} of ${recipe}`} onClose={() => setFullSize(false)} />}
    </Stack>
  );
}
