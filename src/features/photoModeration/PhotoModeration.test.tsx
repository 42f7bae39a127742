import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createModerationEntry } from '../../../tests/fixtures/catalogue';
import type { ModerationStatus, PhotoModerationEntry } from '../../services/generated/appApi.generated';

beforeAll(() => {
  // jsdom has no object URLs; the SPA turns each fetched photo into one.
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
afterEach(clearToasts);

const STEW = createModerationEntry({
  id: 1,
  recipeName: 'Lentil stew',
  createdBy: 'olaf@example.org',
  creationDate: '2026-11-20T10:00:00Z',
  description: 'My dinner tonight',
});
const SALAD = createModerationEntry({
  id: 2,
  recipeName: 'Greek salad',
  createdBy: 'ana@example.org',
  creationDate: '2026-11-21T09:00:00Z',
  description: 'Fresh',
});

/** A gate a handler waits on, so a test can look at the screen while the call is under way. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The moderation operations of openapi/api.yaml: the queue answers the entries in the asked status
 * (UNDER_REVIEW by default), approve and reject move an entry and answer it; photos by id.
 */
function setup({ entries = [STEW, SALAD], ...options }: RenderAppOptions & { entries?: PhotoModerationEntry[] } = {}) {
  const store = structuredClone(entries);
  const queueQueries: string[] = [];
  const thumbnails: string[] = [];
  const moderate =
    (status: ModerationStatus) =>
    async ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const entry = store.find((e) => String(e.id) === params.id);
      if (!entry)
        return HttpResponse.json({ code: 'NOT_FOUND', message: `Photo ${String(params.id)} not found` }, { status: 404 });
      entry.moderationStatus = status;
      return HttpResponse.json(entry);
    };
  server.use(
    http.get(apiUrl('api', '/API/recipes/photos/moderation'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'UNDER_REVIEW';
      queueQueries.push(new URL(request.url).search);
      return HttpResponse.json(store.filter((e) => e.moderationStatus === status));
    }),
    http.get(apiUrl('api', '/API/recipes/photos/:idRecipePhoto/thumbnail'), ({ request }) => {
      thumbnails.push(new URL(request.url).pathname);
      return new HttpResponse(new Blob(['img'], { type: 'image/jpeg' }), { headers: { 'content-type': 'image/jpeg' } });
    }),
    http.get(apiUrl('api', '/API/recipes/photos/:idRecipePhoto/image'), ({ request }) => {
      thumbnails.push(new URL(request.url).pathname);
      return new HttpResponse(new Blob(['full'], { type: 'image/jpeg' }), { headers: { 'content-type': 'image/jpeg' } });
    }),
    http.post(apiUrl('api', '/API/recipes/photos/:id/moderation/approve'), moderate('APPROVED')),
    http.post(apiUrl('api', '/API/recipes/photos/:id/moderation/reject'), moderate('REJECTED')),
  );
  const view = renderApp({ path: '/photos', ...options });
  return { ...view, store, queueQueries, thumbnails, user: userEvent.setup() };
}

const queue = () => screen.findByRole('list', { name: 'Photos awaiting review' });
const entryOf = (id: number, recipe: string) => screen.queryByRole('listitem', { name: `Photo ${id} of ${recipe}` });

describe('the photo moderation queue', () => {
  it('lists the photos under review with recipe, author, date, description and the photo fetched by id', async () => {
    const { queueQueries, thumbnails } = setup();
    const list = await queue();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const stew = within(list).getByRole('listitem', { name: 'Photo 1 of Lentil stew' });
    expect(stew).toHaveTextContent('Lentil stew');
    expect(stew).toHaveTextContent('olaf@example.org · 20/11/2026');
    expect(stew).toHaveTextContent('My dinner tonight');
    expect(await within(stew).findByRole('img', { name: 'Photo 1 of Lentil stew' })).toHaveAttribute('src', 'blob:photo');
    expect(queueQueries[0]).toBe('?status=UNDER_REVIEW');
    await waitFor(() =>
      expect([...thumbnails].sort()).toEqual(['/api/API/recipes/photos/1/thumbnail', '/api/API/recipes/photos/2/thumbnail']),
    );
  });

  it('shows the pre-check doubts on each photo and orders the queue by them, the order kept in the URL', async () => {
    const tiny = createModerationEntry({ id: 3, recipeName: 'Pea soup', preChecks: { flags: ['TINY', 'BLURRED'] } });
    const copy = createModerationEntry({
      id: 4,
      recipeName: 'Pea soup',
      preChecks: { flags: ['NEAR_DUPLICATE'], duplicateOf: 3 },
    });
    const { queueQueries, user, router } = setup({ entries: [STEW, tiny, copy] });
    const list = await queue();
    const tinyEntry = await within(list).findByRole('listitem', { name: 'Photo 3 of Pea soup' });
    const doubts = within(tinyEntry).getByRole('list', { name: 'Pre-check doubts' });
    expect(
      within(doubts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tiny', 'Blurred']);
    expect(within(list).getByRole('listitem', { name: 'Photo 4 of Pea soup' })).toHaveTextContent('Near duplicate of photo 3');
    expect(within(list).getByRole('listitem', { name: 'Photo 1 of Lentil stew' })).not.toHaveTextContent(
      /Tiny|Blurred|Dark|bright|duplicate/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Most doubts first');
    await waitFor(() => expect(queueQueries).toContain('?status=UNDER_REVIEW&sortBy=FLAGS'));
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('FLAGS');
  });

  it('shows a photo at full size on demand, fetched by id', async () => {
    const { user, thumbnails } = setup();
    await user.click(await screen.findByRole('button', { name: 'View photo 2 at full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of Greek salad' });
    expect(await within(dialog).findByRole('img', { name: 'Photo 2 of Greek salad at full size' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(thumbnails).toContain('/api/API/recipes/photos/2/image');
  });

  it('shows 20 photos a page and finds one by recipe name', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      createModerationEntry({ id: i + 1, recipeName: `Recipe ${String(i + 1).padStart(2, '0')}` }),
    );
    const { user } = setup({ entries: [...many, createModerationEntry({ id: 99, recipeName: 'Pumpkin pudding' })] });
    const cards = async () => within(await queue()).getAllByRole('listitem');
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    expect(screen.getByText('24 photos awaiting review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await cards()).toHaveLength(4));
    await user.type(screen.getByLabelText('Search by recipe, author or description'), 'pumpkin puding');
    await waitFor(async () =>
      expect((await cards()).map((c) => c.getAttribute('aria-label'))).toEqual(['Photo 99 of Pumpkin pudding']),
    );
  });

  it('says when the queue is empty', async () => {
    setup({ entries: [] });
    expect(await screen.findByText('No photos awaiting review.')).toBeInTheDocument();
  });

  it('removes an approved photo at once and keeps it gone when the call succeeds', async () => {
    const { user, store } = setup();
    await user.click(await screen.findByRole('button', { name: 'Approve photo 1' }));
    expect(entryOf(1, 'Lentil stew')).not.toBeInTheDocument();
    await waitFor(() => expect(store.find((e) => e.id === 1)?.moderationStatus).toBe('APPROVED'));
    expect(entryOf(2, 'Greek salad')).toBeInTheDocument();
    expect(screen.queryByText('Failed to approve photo')).not.toBeInTheDocument();
  });

  it('removes a rejected photo at once and keeps it gone when the call succeeds', async () => {
    const { user, store } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reject photo 2' }));
    expect(entryOf(2, 'Greek salad')).not.toBeInTheDocument();
    await waitFor(() => expect(store.find((e) => e.id === 2)?.moderationStatus).toBe('REJECTED'));
    expect(screen.queryByText('Failed to reject photo')).not.toBeInTheDocument();
  });

  it('brings an approved photo back with "Failed to approve photo" when the call fails', async () => {
    const { user, queueQueries } = setup();
    const { open, opened } = gate();
    server.use(
      http.post(apiUrl('api', '/API/recipes/photos/:id/moderation/approve'), async () => {
        await opened;
        return HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve photo 1' }));
    // Gone while the call is under way...
    expect(entryOf(1, 'Lentil stew')).not.toBeInTheDocument();
    open();
    // ...and back, with the message, when it fails.
    expect(await screen.findByText('Failed to approve photo')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Photo 1 of Lentil stew' })).toBeInTheDocument();
    // Restored from the screen's own copy: the queue was not asked for again.
    expect(queueQueries).toHaveLength(1);
  });

  it('brings a rejected photo back with "Failed to reject photo" when the call fails', async () => {
    const { user, queueQueries } = setup();
    const { open, opened } = gate();
    server.use(
      http.post(apiUrl('api', '/API/recipes/photos/:id/moderation/reject'), async () => {
        await opened;
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'Photo 2 not found' }, { status: 404 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject photo 2' }));
    expect(entryOf(2, 'Greek salad')).not.toBeInTheDocument();
    open();
    expect(await screen.findByText('Failed to reject photo')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Photo 2 of Greek salad' })).toBeInTheDocument();
    // Restored from the screen's own copy: the queue was not asked for again.
    expect(queueQueries).toHaveLength(1);
  });

  it('is open to nutritionists and admins only', async () => {
    renderApp({ path: '/photos', session: { roles: ['ambassador'] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied');
  });

  it('is open to admins', async () => {
    setup({ session: { roles: ['admin'] } });
    expect(await screen.findByRole('button', { name: 'Approve photo 1' })).toBeInTheDocument();
  });
});
