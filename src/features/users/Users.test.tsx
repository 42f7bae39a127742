import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { useUsersApi } from '../../../tests/mocks/users';
import { createAppUser } from '../../../tests/fixtures/users';
import type { Country, User } from '../../services/generated/appApi.generated';

afterEach(clearToasts);

const MARIA = createAppUser({ idUser: 118, email: 'maria@example.org', firstName: 'Maria', lastName: 'Costa' });
const JAN = createAppUser({ idUser: 7, email: 'Jan.Smit@Example.NL', firstName: 'Jan', lastName: 'Smit', isTrialUser: true });
const METTE = createAppUser({ idUser: 31, email: 'mette@example.dk', firstName: 'Mette', dbContext: 'dk' });

interface SetupOptions extends RenderAppOptions {
  users?: Partial<Record<Country, User[]>>;
}

function setup({ users = { nl: [MARIA, JAN], dk: [METTE] }, path = '/users', ...options }: SetupOptions = {}) {
  const api = useUsersApi(structuredClone(users), 'nl');
  const view = renderApp({ path, session: { username: 'anna', roles: ['admin'], context: 'nl' }, ...options });
  return { ...view, ...api, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Users' });
const emails = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

describe('the users list', () => {
  it("lists the users of the admin's context through the impersonation headers, each linking to its detail", async () => {
    const { callsTo } = setup();
    const t = await table();
    await waitFor(() => expect(emails()).toEqual(['maria@example.org', 'Jan.Smit@Example.NL']));
    expect(within(t).getByRole('link', { name: 'maria@example.org' })).toHaveAttribute('href', '/nutritionist/users/nl/118');
    const list = callsTo('GET', '/user')[0];
    expect(list.headers.get('X-Impersonate-Context')).toBe('nl');
    expect(list.headers.get('X-Impersonate-User-Id')).toBe('1');
    expect(list.query.get('offset')).toBe('0');
    expect(list.query.get('count')).toBe('20');
    expect(screen.getByText('2 users in Netherlands (NL)')).toBeInTheDocument();
  });

  it('keeps only users with an email', async () => {
    setup();
    server.use(
      http.get(apiUrl('api', '/user'), () =>
        HttpResponse.json([MARIA, createAppUser({ idUser: 9, email: '' })], { headers: { 'x-result-count': '2' } }),
      ),
    );
    await table();
    await waitFor(() => expect(emails()).toEqual(['maria@example.org']));
  });

  it('survives a user whose email is null (left out, the others listed)', async () => {
    setup();
    const noEmail = { ...createAppUser({ idUser: 10 }), email: null } as unknown as User;
    server.use(http.get(apiUrl('api', '/user'), () => HttpResponse.json([noEmail, JAN], { headers: { 'x-result-count': '2' } })));
    await table();
    await waitFor(() => expect(emails()).toEqual(['Jan.Smit@Example.NL']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says No in the Trial column of a user who is not on trial', async () => {
    setup();
    const t = await table();
    const maria = await within(t).findByRole('row', { name: /maria@example\.org/ });
    const jan = within(t).getByRole('row', { name: /Jan\.Smit@Example\.NL/ });
    expect(within(maria).getAllByRole('cell')[3]).toHaveTextContent(/^No$/);
    expect(within(jan).getAllByRole('cell')[3]).toHaveTextContent(/^Trial$/);
  });

  it('shows a dash for a user without a name', async () => {
    setup({
      users: {
        nl: [createAppUser({ idUser: 12, email: 'cohort.nl.000012@example.org', firstName: undefined, lastName: undefined })],
      },
    });
    const row = await within(await table()).findByRole('row', { name: /cohort\.nl\.000012/ });
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^—$/);
  });

  it('offers the own context and the others of GET /contexts?excludeSelf=true with their labels, and lists the chosen one', async () => {
    const { user, router, callsTo } = setup();
    await table();
    const picker = screen.getByRole('combobox', { name: 'Database context' });
    expect(callsTo('GET', '/contexts')[0].query.get('excludeSelf')).toBe('true');
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Denmark (DK)' })).toBeInTheDocument());
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Netherlands (NL)',
      'Bulgaria (BG)',
      'Denmark (DK)',
      'Spain (ES)',
      'Italy (IT)',
      'Luxembourg (LU)',
      'Portugal (PT)',
      'Germany (DE)',
    ]);
    await user.selectOptions(picker, 'dk');
    await waitFor(() => expect(emails()).toEqual(['mette@example.dk']));
    expect(router.state.location.search).toBe('?dbContext=dk');
    const dkCall = callsTo('GET', '/user').at(-1)!;
    expect(dkCall.headers.get('X-Impersonate-Context')).toBe('dk');
    expect(dkCall.headers.get('X-Impersonate-User-Id')).toBe('1');
    expect(screen.getByRole('link', { name: 'mette@example.dk' })).toHaveAttribute('href', '/nutritionist/users/dk/31');
  });

  it('searches by email, case-insensitively, and by user id, with the search in the URL', async () => {
    const { user, router, callsTo } = setup();
    await table();
    const search = screen.getByLabelText('Search users by email or id');
    await user.type(search, 'JAN.SMIT');
    await waitFor(() => expect(emails()).toEqual(['Jan.Smit@Example.NL']));
    expect(router.state.location.search).toBe('?q=JAN.SMIT');
    expect(callsTo('GET', '/user').at(-1)!.query.get('q')).toBe('JAN.SMIT');
    await user.clear(search);
    await user.type(search, '118');
    await waitFor(() => expect(emails()).toEqual(['maria@example.org']));
  });

  it('pages by 20 with the total from x-result-count', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      createAppUser({ idUser: i + 1, email: `user${String(i + 1).padStart(2, '0')}@example.org` }),
    );
    const { user, callsTo } = setup({ users: { nl: many } });
    await table();
    await waitFor(() => expect(emails()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(emails()).toEqual([
        'user41@example.org',
        'user42@example.org',
        'user43@example.org',
        'user44@example.org',
        'user45@example.org',
      ]),
    );
    expect(callsTo('GET', '/user').at(-1)!.query.get('offset')).toBe('40');
  });

  it('is refused to a role other than admin', () => {
    renderApp({ path: '/users', session: { roles: ['nutritionist'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
  });
});

describe('creating a user', () => {
  it('requires an email and a temporary password', async () => {
    const { user, callsTo } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Email cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Password cannot be empty')).toBeInTheDocument();
    expect(callsTo('POST', '/user')).toHaveLength(0);
  });

  it('creates the account in the chosen context with a temporary password; the list shows it at once', async () => {
    const { user, callsTo } = setup({ path: '/users?dbContext=dk' });
    await table();
    await waitFor(() => expect(emails()).toEqual(['mette@example.dk']));
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New user in Denmark (DK)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'lars@example.dk');
    await user.type(within(dialog).getByLabelText(/Temporary password/), 'Temp-2026-pass');
    await user.type(within(dialog).getByLabelText('Name'), 'Lars Holm');
    await user.click(within(dialog).getByText('Trial user'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('Account was created successfully')).toBeInTheDocument();
    const create = callsTo('POST', '/user')[0];
    expect(create.query.get('temporaryPassword')).toBe('true');
    expect(create.headers.get('X-Impersonate-Context')).toBe('dk');
    expect(create.headers.get('X-Impersonate-User-Id')).toBe('1');
    expect(create.body).toEqual({
      dbContext: 'dk',
      email: 'lars@example.dk',
      password: 'Temp-2026-pass',
      name: 'Lars Holm',
      isTrialUser: true,
      isGamebusEnabled: false,
      livingIndependently: true,
    });
    await waitFor(() => expect(emails()).toEqual(['mette@example.dk', 'lars@example.dk']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the creation fails and keeps the dialog open', async () => {
    const { user } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    // maria@example.org exists: the server answers 409.
    await user.type(within(dialog).getByLabelText(/Email/), 'MARIA@example.org');
    await user.type(within(dialog).getByLabelText(/Temporary password/), 'Temp-2026-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('Error creating account')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Account was created successfully')).not.toBeInTheDocument();
  });
});

describe('the password rules in the dialogs', () => {
  it('show the rule under the field and refuse a weak password before sending', async () => {
    const { user, callsTo } = setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/At least 12 characters; not a common or breached password, nor the email address\./),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email/), 'lars.holm.dk@example.dk');
    const password = within(dialog).getByLabelText(/Temporary password/);
    for (const [weak, rule] of [
      ['Short-pw-1', 'The password needs at least 12 characters.'],
      ['password1234', 'This password is on the list of common and breached passwords: choose a less predictable one.'],
      ['LARS.HOLM.DK@example.dk', 'The password must not be the email address.'],
    ]) {
      await user.clear(password);
      await user.type(password, weak);
      await user.click(within(dialog).getByRole('button', { name: 'Create' }));
      expect(await within(dialog).findByText(rule)).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo('POST', '/user')).toHaveLength(0);
  });

  it("show the server's rule under the field when it is stricter (PASSWORD_MIN_LENGTH)", async () => {
    const { user } = setup();
    server.use(
      http.put(apiUrl('api', '/user/:id/password'), () =>
        HttpResponse.json(
          { code: 'PASSWORD_POLICY', message: 'The password needs at least 16 characters.', field: 'password' },
          { status: 400 },
        ),
      ),
    );
    const t = await table();
    const row = await within(t).findByRole('row', { name: /maria@example.org/ });
    await user.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/New password/), 'Fresh-2026-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('The password needs at least 16 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Error resetting password')).not.toBeInTheDocument();
  });
});

describe('resetting a password', () => {
  it('needs a value, then resets it (temporary) in the chosen context', async () => {
    const { user, callsTo } = setup();
    const t = await table();
    const row = await within(t).findByRole('row', { name: /maria@example.org/ });
    await user.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset password of maria@example.org')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await within(dialog).findByText('Password cannot be empty')).toBeInTheDocument();
    expect(callsTo('PUT', '/user/118/password')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/New password/), 'Fresh-2026-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await toast('Password was reset successfully')).toBeInTheDocument();
    const reset = callsTo('PUT', '/user/118/password')[0];
    expect(reset.body).toEqual({ password: 'Fresh-2026-pass', temporary: true });
    expect(reset.headers.get('X-Impersonate-Context')).toBe('nl');
    expect(reset.headers.get('X-Impersonate-User-Id')).toBe('1');
  });

  it('says when the reset fails', async () => {
    const { user } = setup();
    server.use(
      http.put(apiUrl('api', '/user/:id/password'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    const t = await table();
    const row = await within(t).findByRole('row', { name: /maria@example.org/ });
    await user.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/New password/), 'Fresh-2026-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await toast('Error resetting password')).toBeInTheDocument();
  });
});

describe('deleting a user', () => {
  it('asks first; cancelling deletes nothing', async () => {
    const { user, callsTo } = setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Delete maria@example.org' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/user/118')).toHaveLength(0);
    expect(emails()).toContain('maria@example.org');
  });

  it('deletes after confirmation: the row goes at once, with the message', async () => {
    const { user, callsTo } = setup();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Delete maria@example.org' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('Account was deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(emails()).toEqual(['Jan.Smit@Example.NL']));
    const del = callsTo('DELETE', '/user/118')[0];
    expect(del.headers.get('X-Impersonate-Context')).toBe('nl');
    expect(del.headers.get('X-Impersonate-User-Id')).toBe('1');
  });

  it('says when the delete fails and keeps the user', async () => {
    const { user } = setup();
    server.use(
      http.delete(apiUrl('api', '/user/:id'), () => HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 })),
    );
    await table();
    await user.click(await screen.findByRole('button', { name: 'Delete maria@example.org' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('Error deleting account')).toBeInTheDocument();
    expect(emails()).toContain('maria@example.org');
  });
});
