import { Box, HStack, Heading, Link } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';

const TABS = [
  { to: 'engagement', label: 'Engagement' },
  { to: 'preferences', label: 'Preferences' },
];

/** /usage-statistics: the tabs, each a route of its own (its params in the URL). */
export function UsageStatisticsLayout() {
  return (
    <Box padding="4">
      <Heading size="lg" marginBottom="3">
        Usage statistics
      </Heading>
      <HStack as="nav" aria-label="Usage statistics" gap="1" borderBottomWidth="1px" marginBottom="4">
        {TABS.map((tab) => (
          <Link
            key={tab.to}
            asChild
            paddingX="3"
            paddingY="2"
            marginBottom="-1px"
            borderBottomWidth="2px"
            borderColor="transparent"
            _currentPage={{ borderColor: 'teal.600', color: 'teal.700', fontWeight: 'semibold' }}
          >
            <NavLink to={tab.to}>{tab.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <Outlet />
    </Box>
  );
}
