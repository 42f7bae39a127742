import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box padding="8">
      <Heading size="lg">Page not found</Heading>
      <Text marginTop="2">There is no page at this address.</Text>
      <Link asChild marginTop="4" color="teal.600">
        <RouterLink to="/recipes">Go to recipes</RouterLink>
      </Link>
    </Box>
  );
}
