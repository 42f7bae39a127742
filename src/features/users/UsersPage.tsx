import { Badge, Box, Button, HStack, Heading, Input, Link, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { ContextPicker, contextLabel, useContextLabels } from './ContextPicker';
import { CreateUserDialog } from './CreateUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useUserActions } from './useUserActions';
import { useUsersSearch } from './useUsersSearch';
import { USERS_PAGE_SIZE, USER_MESSAGES, impersonating, useListUsersQuery, type Country, type User } from './usersApi';
import { HelpLink } from '../../components/HelpLink';

const hasEmail = (user: User): boolean => typeof user.email === 'string' && user.email.trim() !== '';

/**
 * /users (admins): the app users of a context (search params dbContext, q, page), searched by email or
 * id on the server; create with a temporary password, reset a password, delete after confirmation.
 */
export function UsersPage() {
  const { ownContext, context, q, page, text, setText, setContext, setPage } = useUsersSearch();
  const labels = useContextLabels();

  const listArgs = {
    ...impersonating(context),
    ...(q ? { q } : {}),
    offset: page * USERS_PAGE_SIZE,
    count: USERS_PAGE_SIZE,
  };
  const list = useListUsersQuery(listArgs);
  // Only users with an email are kept; a backend may send a user with no email at all (null), not only an empty one.
  const users = useMemo(() => (list.data?.items ?? []).filter(hasEmail), [list.data]);
  const actions = useUserActions(context, listArgs);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<User>();
  const [deleting, setDeleting] = useState<User>();

  const columns = useUserColumns(context, setResetting, setDeleting);

  const label = contextLabel(context, labels);
  return (
    <Box padding="4">
      <HStack justify="space-between" marginBottom="3">
        <HStack gap="3" align="baseline">
          <Heading size="lg">Users</Heading>
          <HelpLink area="users" />
        </HStack>
        <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
          New user
        </Button>
      </HStack>
      <HStack gap="4" align="end" marginBottom="3" wrap="wrap">
        <ContextPicker own={ownContext} value={context} onChange={setContext} />
        <Input
          aria-label="Search users by email or id"
          placeholder="Search users by email or id"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxWidth="sm"
          size="sm"
        />
      </HStack>
      {list.isFetching && <Spinner size="sm" aria-label="Loading users" />}
      {list.isError && <Text role="alert">The users could not be loaded.</Text>}
      {list.data && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {list.data.total} {list.data.total === 1 ? 'user' : 'users'} in {label}
          </Text>
          <DataTable label="Users" columns={columns} data={users} getRowId={(u) => String(u.idUser)} emptyMessage="No users" />
          <Pagination page={page} total={list.data.total} pageSize={USERS_PAGE_SIZE} onPageChange={setPage} />
        </>
      )}
      <CreateUserDialog
        open={creating}
        contextLabel={label}
        busy={actions.creating}
        onCreate={actions.create}
        onClose={() => setCreating(false)}
      />
      <ResetPasswordDialog
        email={resetting?.email}
        busy={actions.resetting}
        onReset={(password) => (resetting ? actions.reset(resetting.idUser, password) : Promise.resolve(false))}
        onClose={() => setResetting(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete user"
        message={USER_MESSAGES.confirmDelete}
        busy={actions.deleting}
        onConfirm={async () => {
          if (deleting) await actions.remove(deleting.idUser);
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </Box>
  );
}

/** The table's columns: a user's email links to their page; each row can reset the password or delete the user. */
function useUserColumns(context: Country, onReset: (user: User) => void, onDelete: (user: User) => void) {
  return useMemo<Column<User>[]>(
    () => [
      { Header: 'Id', id: 'idUser', accessor: (u) => u.idUser },
      {
        Header: 'Email',
        id: 'email',
        Cell: ({ row }: { row: { original: User } }) => (
          <Link asChild color="teal.700">
            <RouterLink to={`/users/${context}/${row.original.idUser}`}>{row.original.email}</RouterLink>
          </Link>
        ),
      },
      // The cohort's users have no names: a dash, not an empty cell.
      { Header: 'Name', id: 'name', accessor: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—' },
      {
        Header: 'Trial',
        id: 'isTrialUser',
        Cell: ({ row }: { row: { original: User } }) => (row.original.isTrialUser ? <Badge>Trial</Badge> : 'No'),
      },
      {
        Header: 'Actions',
        id: 'actions',
        Cell: ({ row }: { row: { original: User } }) => (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => onReset(row.original)}>
              Reset password
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Delete ${row.original.email}`}
              onClick={() => onDelete(row.original)}
            >
              Delete
            </Button>
          </HStack>
        ),
      },
    ],
    [context],
  );
}
