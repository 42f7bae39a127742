import { Badge, Box, Button, Flex, HStack, Link, Spacer, Text } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../../auth/authSlice';
import { useAuthActions } from '../../auth/AuthActions';
import { visibleMenu } from '../../auth/roles';

/** The frame of every page: the top menu for the user's roles, the help, the context and logout. */
export function Shell() {
  const session = useAppSelector(selectSession);
  const { logout } = useAuthActions();
  const items = visibleMenu(session.roles);
  return (
    <Flex direction="column" minHeight="100vh">
      <Flex as="header" align="center" gap="4" paddingX="4" paddingY="2" borderBottomWidth="1px" wrap="wrap">
        <Text fontWeight="bold">Nutrition back-office</Text>
        <nav aria-label="Main menu">
          <HStack as="ul" gap="1" listStyleType="none" wrap="wrap">
            {items.map((item) => (
              <li key={item.path}>
                <Link asChild paddingX="2" paddingY="1" borderRadius="md" _currentPage={{ fontWeight: 'bold', bg: 'teal.50' }}>
                  <NavLink to={item.path}>{item.label}</NavLink>
                </Link>
              </li>
            ))}
          </HStack>
        </nav>
        <Spacer />
        {/* Help, the account and Logout stay together when the header wraps on a narrow window. */}
        <HStack gap="4" marginLeft="auto">
          <Link asChild paddingX="2" paddingY="1" borderRadius="md" _currentPage={{ fontWeight: 'bold', bg: 'teal.50' }}>
            <NavLink to="/help">Help</NavLink>
          </Link>
          <Text fontSize="sm">{session.username}</Text>
          <Badge aria-label="Database context" colorPalette="teal" size="lg">
            {session.context.toUpperCase()}
          </Badge>
          <Button size="sm" variant="outline" onClick={logout}>
            Logout
          </Button>
        </HStack>
      </Flex>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
