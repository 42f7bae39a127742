import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from '../../auth/authSlice';
import { COUNTRIES, type Country } from '../../domain';
import { notify } from '../../components/toaster';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { profileActions } from './store/profileSlice';
import { fromUserProfile } from './store/profileMapping';
import { useLazyGetUserProfileQuery, useListContextUsersQuery } from './simulationApi';

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * "Load user profile": fills the editor from a real app user of the context. The user list and profile
 * calls are admins' (openapi/api.yaml), so the button shows for admins only.
 */
export function LoadUserProfile() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 300);
  const context = session.context;
  const users = useListContextUsersQuery(
    { dbContext: isCountry(context) ? context : 'nl', q: q || undefined, offset: 0, count: 20 },
    { skip: !open || !isCountry(context) },
  );
  const [getProfile, profile] = useLazyGetUserProfileQuery();
  if (!session.roles.includes('admin')) return null;

  const load = async (idUser: number) => {
    try {
      const userProfile = await getProfile({ id: idUser }).unwrap();
      dispatch(profileActions.profileLoaded(fromUserProfile(userProfile, undefined, null)));
      setOpen(false);
    } catch {
      notify('error', 'Could not load the user profile');
    }
  };

  return (
    <Box position="relative">
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        Load user profile
      </Button>
      {open && (
        <Stack
          as="section"
          aria-label="Load user profile"
          gap="2"
          borderWidth="1px"
          borderRadius="md"
          padding="3"
          marginTop="2"
          minWidth="80"
        >
          <Input
            size="sm"
            aria-label="User email or id"
            placeholder="User email or id"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {users.data?.items.length === 0 && <Text fontSize="sm">No users</Text>}
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Users">
            {users.data?.items.map((u) => (
              <HStack as="li" key={u.idUser} justify="space-between">
                <Text fontSize="sm">{u.email}</Text>
                <Button
                  size="xs"
                  loading={profile.isFetching && profile.originalArgs?.id === u.idUser}
                  onClick={() => load(u.idUser)}
                >
                  Load {u.email}
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
