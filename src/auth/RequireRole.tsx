import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useAppSelector } from '../app/hooks';
import { selectRoles } from './authSlice';
import { mayAccess, type Audience } from './roles';

/** Refuses a route to roles the specification does not admit, even when its address is typed in. */
export function RequireRole({ audience, children }: { audience: Audience; children: ReactNode }) {
  const roles = useAppSelector(selectRoles);
  if (mayAccess(audience, roles)) return <>{children}</>;
  return (
    <Box padding="8" role="alert">
      <Heading size="lg">Access denied</Heading>
      <Text marginTop="2">Your role does not give access to this page.</Text>
    </Box>
  );
}
