import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';

/**
 * The picker accepts jpeg, png, jpg and webp; drag and drop only jpeg or png.
 * The upload is the recipe's cover, so one image at a time.
 */
export const PICKER_ACCEPT = 'image/jpeg,image/png,.jpg,image/webp';
const DROP_TYPES = ['image/jpeg', 'image/png'];

/** Why a dropped file is refused, naming it; a WebP image may still be chosen with the picker. */
function refusal(file: File): string {
  const webp = file.type === 'image/webp' || /\.webp$/i.test(file.name);
  return `${file.name}: only JPEG or PNG images can be dropped.${webp ? ' Choose a WebP image with “Choose a photo”.' : ''}`;
}

interface PhotoUploadProps {
  uploading: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

export function PhotoUpload({ uploading, disabled, onFiles }: PhotoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string>();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 1) return setProblem('Drop one photo at a time: it becomes the cover.');
    const refused = files.find((f) => !DROP_TYPES.includes(f.type));
    if (refused) return setProblem(refusal(refused));
    setProblem(undefined);
    if (files.length) onFiles(files);
  };

  return (
    <Box
      role="region"
      aria-label="Drop photos here"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'teal.500' : 'border'}
      borderRadius="md"
      padding="4"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={disabled ? undefined : onDrop}
    >
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm">Drop a JPEG or PNG image here, or</Text>
        <input
          ref={input}
          type="file"
          aria-label="Choose a photo"
          accept={PICKER_ACCEPT}
          hidden
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            onFiles(files);
          }}
        />
        <Button size="sm" loading={uploading} disabled={disabled} onClick={() => input.current?.click()}>
          Choose a photo
        </Button>
        {problem && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
