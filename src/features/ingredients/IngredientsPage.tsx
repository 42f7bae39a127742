import { Box, HStack, IconButton, Link } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { bannersReset } from '../shell';

const TABS = [
  { to: '/ingredients/fcdb', label: 'FCDB' },
  { to: '/ingredients/displaynames', label: 'Display names' },
] as const;

/** /ingredients: the FCDB and display-name tabs, and the help icon that shows the hidden info banners again. */
export function IngredientsPage() {
  const dispatch = useAppDispatch();
  return (
    <Box padding="4">
      <HStack justify="space-between" borderBottomWidth="1px" marginBottom="4">
        <HStack as="nav" aria-label="Ingredient tabs" gap="0">
          {TABS.map((tab) => (
            <Link key={tab.to} asChild paddingX="4" paddingY="2" fontWeight="medium" borderBottomWidth="2px">
              <NavLink
                to={tab.to}
                style={({ isActive }) => ({
                  borderColor: isActive ? 'var(--chakra-colors-teal-600)' : 'transparent',
                  color: isActive ? 'var(--chakra-colors-teal-700)' : undefined,
                })}
              >
                {tab.label}
              </NavLink>
            </Link>
          ))}
        </HStack>
        <IconButton
          aria-label="Show the info banners again"
          title="Show the info banners again"
          size="sm"
          variant="ghost"
          borderRadius="full"
          onClick={() => dispatch(bannersReset())}
        >
          ?
        </IconButton>
      </HStack>
      <Outlet />
    </Box>
  );
}
