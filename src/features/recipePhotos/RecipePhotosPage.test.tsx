import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../tests/setup/renderApp';
import { clearToasts } from '../../../tests/setup/toasts';
import { server } from '../../../tests/mocks/server';
import { apiUrl } from '../../../tests/mocks/urls';
import { createRecipePhoto } from '../../../tests/fixtures/recipes';
import type { RecipePhoto } from '../../services/generated/appApi.generated';

// jsdom has neither image decoding nor a canvas encoder, which compressorjs needs: at this edge it
// is replaced by a fake encoder that answers a small JPEG-typed Blob, as compressorjs answers a new
// Blob (the quality loop itself is tested in compress.test.ts).
jest.mock('compressorjs', () =>
  jest.fn().mockImplementation((_file: Blob, options: { success: (result: Blob) => void }) => {
    queueMicrotask(() => options.success(new Blob(['compressed'], { type: 'image/jpeg' })));
  }),
);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:thumbnail');
  URL.revokeObjectURL = jest.fn();
});
afterEach(clearToasts);

function setup(photos: RecipePhoto[] = [createRecipePhoto({ idRecipePhoto: 1 }), createRecipePhoto({ idRecipePhoto: 2, photoType: 'USER' })]) {
  let listed = [...photos];
  const uploads: FormData[] = [];
  let photoListCalls = 0;
  server.use(
    http.get(apiUrl('api', '/API/recipes/5/photos'), () => {
      photoListCalls++;
      return HttpResponse.json(listed);
    }),
    http.get(apiUrl('api', '/API/recipes/photos/:id/thumbnail'), () => new HttpResponse(new Blob(['img'], { type: 'image/jpeg' }))),
    http.delete(apiUrl('api', '/API/recipes/photos'), async ({ request }) => {
      const ids = (await request.json()) as number[];
      listed = listed.filter((p) => !ids.includes(p.idRecipePhoto));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('api', '/API/recipes/5/photos'), async ({ request }) => {
      uploads.push(await request.formData());
      const created = createRecipePhoto({ idRecipePhoto: 3 });
      listed = [created, ...listed];
      return HttpResponse.json([created], { status: 201 });
    }),
  );
  const view = renderApp({ path: '/recipes/5/photos' });
  return { ...view, uploads, photoListCalls: () => photoListCalls, user: userEvent.setup() };
}

const photoList = () => screen.findByRole('list', { name: 'Photos' });

describe('the recipe photo page', () => {
  it('lists the photos with thumbnails fetched as object URLs', async () => {
    setup();
    expect(await screen.findByRole('img', { name: 'Thumbnail of photo 1' })).toHaveAttribute('src', 'blob:thumbnail');
    expect(within(await photoList()).getAllByRole('listitem')).toHaveLength(2);
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

  it('keeps a deleted photo gone when the delete succeeds', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Failed to delete photo')).not.toBeInTheDocument();
  });

  it('uploads chosen photos as multipart with photoType COVER, then refreshes the list', async () => {
    const { user, uploads } = setup();
    await photoList();
    const file = new File(['png-bytes'], 'soup.png', { type: 'image/png' });
    expect(screen.getByLabelText('Choose photos')).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,image/webp');
    await user.upload(screen.getByLabelText('Choose photos'), file);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].get('photoType')).toBe('COVER');
    expect(uploads[0].getAll('files')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Delete photo 3' })).toBeInTheDocument();
  });

  it('says when an upload fails', async () => {
    const { user } = setup();
    server.use(http.post(apiUrl('api', '/API/recipes/5/photos'), () => HttpResponse.json({ code: 'X', message: 'x' }, { status: 400 })));
    await photoList();
    await user.upload(screen.getByLabelText('Choose photos'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Failed to upload photo')).toBeInTheDocument();
  });

  it('accepts only JPEG or PNG by drag and drop', async () => {
    const { uploads } = setup();
    await photoList();
    const gif = new File(['gif'], 'a.gif', { type: 'image/gif' });
    fireEvent.drop(screen.getByRole('region', { name: 'Drop photos here' }), { dataTransfer: { files: [gif] } });
    expect(await screen.findByText('Only JPEG or PNG images can be dropped.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('asks to create the recipe first on an unsaved recipe', async () => {
    renderApp({ path: '/recipes/new/photos' });
    expect(await screen.findByText('Please create recipe first')).toBeInTheDocument();
  });
});
