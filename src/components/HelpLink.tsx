import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { helpPath, type HelpArea } from './helpAreas';

/** The small "Help" link beside a page's heading, to the help page of the screen's area. */
export function HelpLink({ area }: { area: HelpArea }) {
  return (
    <Link asChild fontSize="sm" color="teal.700" textDecoration="underline">
      <RouterLink to={helpPath(area)} aria-label="Help for this screen">
        Help
      </RouterLink>
    </Link>
  );
}
