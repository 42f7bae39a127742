import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export function BackToDisplayNames() {
  return (
    <Link asChild fontSize="sm" color="teal.700">
      <RouterLink to="/ingredients/displaynames">Back to display names</RouterLink>
    </Link>
  );
}
