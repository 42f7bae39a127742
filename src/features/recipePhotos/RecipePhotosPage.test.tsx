import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { useRecipeApi } from '../../../tests/mocks/recipes';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createAuthor, createRecipe, createRecipePhoto } from '../../../tests/fixtures/recipes';
import type { Recipe, RecipePhoto } from '../../services/generated/appApi.generated';

// jsdom has neither image decoding nor a canvas encoder, which compressorjs needs: at this edge it
// is replaced by a fake encoder that answers a small JPEG-typed Blob carrying the file's name, as
// compressorjs answers (the quality loop itself is tested in compress.test.ts).
jest.mock('compressorjs', () =>
  jest.fn().mockImplementation((file: File, options: { success: (result: Blob) => void }) => {
    queueMicrotask(() => options.success(Object.assign(new Blob(['compressed'], { type: 'image/jpeg' }), { name: file.name })));
  }),
);

beforeAll(() => {
  // jsdom has no object URLs; the SPA turns each fetched image into one.
  URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = jest.fn();
});
afterEach(clearToasts);

const NINAS_RECIPE = createRecipe({ idRecipe: 5, name: 'Lentil stew', author: createAuthor({ externalID: 'ext-nina' }) });

interface SetupOptions extends RenderAppOptions {
  photos?: RecipePhoto[];
  recipe?: Recipe;
}

function setup({
  photos = [createRecipePhoto({ idRecipePhoto: 1 }), createRecipePhoto({ idRecipePhoto: 2, photoType: 'USER' })],
  recipe = NINAS_RECIPE,
  ...options
}: SetupOptions = {}) {
  const api = useRecipeApi({ recipes: [structuredClone(recipe)] });
  let listed = [...photos];
  const uploads: FormData[] = [];
  const thumbnails: string[] = [];
  server.use(
    http.get(apiUrl('api', '/API/recipes/5/photos'), () => HttpResponse.json(listed)),
    // The one address thumbnails live at (the server's thumbnailURL); any other is an unhandled request.
    http.get(apiUrl('api', '/API/recipes/photos/:id/thumbnail'), ({ request }) => {
      thumbnails.push(new URL(request.url).pathname);
      return new HttpResponse(new Blob(['img'], { type: 'image/jpeg' }));
    }),
    http.delete(apiUrl('api', '/API/recipes/photos'), async ({ request }) => {
      const ids = (await request.json()) as number[];
      listed = listed.filter((p) => !ids.includes(p.idRecipePhoto));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('api', '/API/recipes/5/photos'), async ({ request }) => {
      uploads.push(await request.formData());
      const created = createRecipePhoto({ idRecipePhoto: 3 });
      listed = [created, ...listed.filter((p) => p.photoType !== 'COVER')];
      return HttpResponse.json([created], { status: 201 });
    }),
  );
  const view = renderApp({ path: '/recipes/5/photos', ...options });
  return { ...view, ...api, uploads, thumbnails, user: userEvent.setup() };
}

const photoList = () => screen.findByRole('list', { name: 'Photos' });
/** The upload controls show once the recipe is known to be the viewer's to change. */
const picker = () => screen.findByLabelText('Choose a photo');

describe('the recipe photo page', () => {
  it('shows each thumbnail, fetched by photo id from the address the server gives', async () => {
    const { thumbnails } = setup();
    expect(await screen.findByRole('img', { name: 'Thumbnail of photo 1' })).toHaveAttribute('src', 'blob:thumbnail');
    expect(await screen.findByRole('img', { name: 'Thumbnail of photo 2' })).toBeInTheDocument();
    expect(within(await photoList()).getAllByRole('listitem')).toHaveLength(2);
    expect([...thumbnails].sort()).toEqual(['/api/API/recipes/photos/1/thumbnail', '/api/API/recipes/photos/2/thumbnail']);
  });

  it('says when a thumbnail cannot be loaded', async () => {
    setup({ photos: [createRecipePhoto({ idRecipePhoto: 9 })] });
    server.use(
      http.get(apiUrl('api', '/API/recipes/photos/9/thumbnail'), () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Photo 9 not found' }, { status: 404 }),
      ),
    );
    expect(await screen.findByText('Thumbnail unavailable')).toBeInTheDocument();
  });

  it('removes a photo at once and puts it back with a message when the delete fails', async () => {
    const { user } = setup();
    let fail!: () => void;
    const answered = new Promise<void>((resolve) => (fail = resolve));
    server.use(
      http.delete(apiUrl('api', '/API/recipes/photos'), async () => {
        await answered;
        return HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 });
      }),
    );
    await screen.findByRole('img', { name: 'Thumbnail of photo 1' });
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(screen.queryByRole('button', { name: 'Delete photo 1' })).not.toBeInTheDocument();
    fail();
    expect(await screen.findByText('Failed to delete photo')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete photo 1' })).toBeInTheDocument();
  });

  it('keeps a deleted photo gone when the delete succeeds, and reloads the recipe (its cover)', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Failed to delete photo')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/recipe/5')).toHaveLength(2));
  });

  it('uploads the chosen photo through the API as multipart with photoType COVER, confirms it and refreshes the list and the recipe', async () => {
    const { user, uploads, callsTo } = setup();
    const input = await picker();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,image/webp');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, new File(['png-bytes'], 'soup.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].get('photoType')).toBe('COVER');
    const files = uploads[0].getAll('files');
    expect(files).toHaveLength(1);
    expect(files[0]).toHaveProperty('name', 'soup.png');
    expect(await screen.findByText('Photo uploaded with success')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Thumbnail of photo 3' })).toHaveAttribute('src', 'blob:thumbnail');
    expect(screen.queryByRole('listitem', { name: 'Photo 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/recipe/5')).toHaveLength(2));
  });

  it('says when an upload fails', async () => {
    const { user } = setup();
    server.use(
      http.post(apiUrl('api', '/API/recipes/5/photos'), () => HttpResponse.json({ code: 'X', message: 'x' }, { status: 400 })),
    );
    await user.upload(await picker(), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Failed to upload photo')).toBeInTheDocument();
    expect(screen.queryByText('Photo uploaded with success')).not.toBeInTheDocument();
  });

  it('accepts only one JPEG or PNG by drag and drop', async () => {
    const { uploads } = setup();
    const zone = await screen.findByRole('region', { name: 'Drop photos here' });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('a.gif: only JPEG or PNG images can be dropped.')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['webp'], 'soup.webp', { type: 'image/webp' })] } });
    expect(
      await screen.findByText('soup.webp: only JPEG or PNG images can be dropped. Choose a WebP image with “Choose a photo”.'),
    ).toBeInTheDocument();
    const jpeg = () => new File(['jpg'], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg(), jpeg()] } });
    expect(await screen.findByText('Drop one photo at a time: it becomes the cover.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('shows the photos of a recipe the viewer may not change without upload or delete', async () => {
    setup({ recipe: { ...NINAS_RECIPE, author: undefined }, session: { roles: ['ambassador'], externalId: 'ext-amb' } });
    expect(await screen.findByRole('img', { name: 'Thumbnail of photo 1' })).toBeInTheDocument();
    expect(await screen.findByText(/Read-only: only the author, admins and nutritionists/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete photo/ })).not.toBeInTheDocument();
  });

  it('asks to create the recipe first on an unsaved recipe', async () => {
    renderApp({ path: '/recipes/new/photos' });
    expect(await screen.findByText('Please create recipe first')).toBeInTheDocument();
  });
});
