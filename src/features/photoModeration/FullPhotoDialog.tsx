import { Dialog, Image, Portal, Spinner, Text } from '@chakra-ui/react';
import { useGetRecipePhotoImageQuery } from './photoModerationApi';

interface FullPhotoDialogProps {
  id: number;
  title: string;
  onClose: () => void;
}

/** The photo at full size (fetched by id with the token), to judge sharpness and content before deciding. */
export function FullPhotoDialog({ id, title, onClose }: FullPhotoDialogProps) {
  const image = useGetRecipePhotoImageQuery({ idRecipePhoto: id });
  return (
    <Dialog.Root open size="xl" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {image.isLoading && <Spinner aria-label="Loading photo" />}
              {image.isError && <Text>Photo unavailable</Text>}
              {image.data && <Image src={image.data} alt={`${title} at full size`} maxHeight="75vh" marginX="auto" />}
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
