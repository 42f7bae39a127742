import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from '../../auth/authSlice';
import { mayAccess, USER_PROFILE_READERS } from '../../auth/roles';
import { COUNTRIES, type Country } from '../../domain';
import { LabeledSelect } from '../../components/LabeledSelect';
import { notify } from '../../components/toaster';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { profileActions } from './store/profileSlice';
import { fromUserProfile } from './store/profileMapping';
import { useLazyGetUserProfileQuery, useListContextsQuery, useListContextUsersQuery } from './simulationApi';

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * "Load user profile": fills the editor from a real app user. Admins and nutritionists may (the x-roles of
 * the user list and profile calls); admins pick the context (another one is read through the
 * impersonation headers), nutritionists read their own.
 */
export function LoadUserProfile() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const own: Country = isCountry(session.context) ? session.context : 'nl';
  const isAdmin = session.roles.includes('admin');
  const [open, setOpen] = useState(false);
  const [context, setContext] = useState<Country>(own);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 300);
  const allowed = mayAccess(USER_PROFILE_READERS, session.roles);
  const others = useListContextsQuery({ excludeSelf: true }, { skip: !open || !isAdmin }).data ?? [];
  const users = useListContextUsersQuery(
    { dbContext: context, q: q || undefined, offset: 0, count: 20 },
    { skip: !open || !allowed || !isCountry(session.context) },
  );
  const [getProfile, profile] = useLazyGetUserProfileQuery();
  if (!allowed) return null;

  const load = async (idUser: number) => {
    const impersonation = context === own ? {} : { 'X-Impersonate-Context': context, 'X-Impersonate-User-Id': '1' as const };
    try {
      const userProfile = await getProfile({ id: idUser, ...impersonation }).unwrap();
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
          bg="bg"
          boxShadow="md"
          zIndex="dropdown"
          // A drop-down over the page on wide screens; in the flow, full width, on a phone.
          position={{ base: 'static', md: 'absolute' }}
          width={{ base: 'calc(100vw - 2rem)', md: '96' }}
        >
          {isAdmin && (
            <LabeledSelect
              label="Database context"
              value={context}
              options={[own, ...others.filter((c) => c !== own)].map((c) => ({ value: c, label: c.toUpperCase() }))}
              onChange={(next) => isCountry(next) && setContext(next)}
            />
          )}
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
              <HStack as="li" key={u.idUser} justify="space-between" wrap="wrap">
                <Text fontSize="sm" wordBreak="break-all">
                  {u.email}
                </Text>
                <Button
                  size="xs"
                  loading={profile.isFetching && profile.originalArgs?.id === u.idUser}
                  aria-label={`Load ${u.email}`}
                  onClick={() => load(u.idUser)}
                >
                  Load
                </Button>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
