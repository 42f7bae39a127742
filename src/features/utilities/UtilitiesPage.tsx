import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectRoles } from '../../auth/authSlice';
import { mayAccess, mayExportDatabase, PHOTO_MODERATION } from '../../auth/roles';
import { appApi } from '../../services/appApi';
import { HelpLink } from '../../components/HelpLink';
import { JobQueuePanel } from '../../components/JobQueuePanel';

/** The export's file name. */
export const EXPORT_FILE_NAME = 'databases.zip';
// The download has started once the link is clicked; the bytes are released a while later.
const RELEASE_AFTER_MS = 60_000;

const { useLazyExportDatabaseQuery } = appApi;

/** Hands an object URL to the browser as a file download. */
function download(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

function ExportDatabase() {
  const [exportDatabase] = useLazyExportDatabaseQuery();
  const [exporting, setExporting] = useState(false);
  const start = async () => {
    setExporting(true);
    try {
      download(await exportDatabase().unwrap(), EXPORT_FILE_NAME);
      setExporting(false);
    } catch (error) {
      // A failed export is only logged, and the spinner stays.
      console.error('Database export failed', error);
    }
  };
  return (
    <Stack gap="2" align="flex-start">
      <Heading size="md">Database export</Heading>
      <Text fontSize="sm">
        Downloads every table of this country database as CSV files (with a header row) in {EXPORT_FILE_NAME}.
      </Text>
      <Button colorPalette="teal" loading={exporting} loadingText="Exporting…" onClick={() => void start()}>
        Export database
      </Button>
    </Stack>
  );
}

/**
 * /utils: the database export (admins and the bulk-export role), a way to the photo moderation queue, and the durable
 * job queue's figures for admins.
 */
export function UtilitiesPage() {
  const roles = useAppSelector(selectRoles);
  const mayExport = mayExportDatabase(roles);
  const mayModerate = mayAccess(PHOTO_MODERATION.audience, roles);
  const isAdmin = roles.includes('admin');
  return (
    <Box padding="4">
      <HStack gap="3" align="baseline" marginBottom="4">
        <Heading size="lg">Utilities</Heading>
        <HelpLink area="utilities" />
      </HStack>
      <Stack gap="6">
        {mayExport && <ExportDatabase />}
        {mayModerate && (
          <Stack gap="2" align="flex-start">
            <Heading size="md">Photo moderation</Heading>
            <Link asChild color="teal.700">
              <RouterLink to={PHOTO_MODERATION.path}>Review photos awaiting moderation</RouterLink>
            </Link>
          </Stack>
        )}
        {isAdmin && <JobQueuePanel />}
        {!mayExport && !mayModerate && <Text>There are no utilities for your role.</Text>}
      </Stack>
    </Box>
  );
}
