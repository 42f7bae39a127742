import { Box, HStack, Heading, Link } from '@chakra-ui/react';
import { HelpLink } from '../../components/HelpLink';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectRoles } from '../../auth/authSlice';

const TABS = [
  { to: 'engagement', label: 'Engagement', adminsOnly: false },
  { to: 'preferences', label: 'Preferences', adminsOnly: false },
  { to: 'adherence', label: 'Adherence', adminsOnly: true },
  { to: 'lifecycle', label: 'Lifecycle', adminsOnly: true },
];

/** /usage-statistics: the tabs (adherence and lifecycle for admins), each a route of its own (its params in the URL). */
export function UsageStatisticsLayout() {
  const isAdmin = useAppSelector(selectRoles).includes('admin');
  return (
    <Box padding="4">
      <HStack gap="3" align="baseline" marginBottom="3">
        <Heading size="lg">Usage statistics</Heading>
        <HelpLink area="usage-statistics" />
      </HStack>
      <HStack as="nav" aria-label="Usage statistics" gap="1" borderBottomWidth="1px" marginBottom="4">
        {TABS.filter((tab) => isAdmin || !tab.adminsOnly).map((tab) => (
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
