/** Recipe photos: upload checked by content, re-encoded and resized, thumbnails, visibility and deletes. */
import fs, { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

async function multipart(files: { bytes: Buffer; name: string; type: string }[], photoType?: string) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  if (photoType) form.append('photoType', photoType);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS 52.37N 4.89E' } })
    [format]()
    .toBuffer();

describe('recipe photos', () => {
  let server: TestServer;
  let photosDir = '';
  let staffRecipe: number;
  let userRecipe: number;

  const call = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers: await server.auth(user), payload: payload as object });
  async function upload(
    user: string,
    recipeId: number,
    files: { bytes: Buffer; name: string; type: string }[],
    photoType = 'USER',
  ) {
    const { payload, contentType } = await multipart(files, photoType);
    return server.app.inject({
      method: 'POST',
      url: `/api/API/recipes/${recipeId}/photos`,
      payload,
      headers: { ...(await server.auth(user)), 'content-type': contentType },
    });
  }
  const photoRows = async () =>
    Number(
      (
        await server.db.transaction((tx) => tx.query<{ n: string }>('SELECT count(*) AS n FROM recipe_photo'), { context: 'nl' })
      )[0].n,
    );
  const storedFiles = () => (existsSync(path.join(photosDir, 'nl')) ? readdirSync(path.join(photosDir, 'nl')) : []);

  beforeAll(async () => {
    // The helper makes the photos directory with mkdtempSync; note where it is to look at the stored files.
    const mkdtemp = fs.mkdtempSync;
    const spy = jest.spyOn(fs, 'mkdtempSync').mockImplementation(((prefix: string, options?: unknown) => {
      const dir = mkdtemp(prefix, options as undefined);
      if (prefix.includes('nbo-test-photos-')) photosDir = dir;
      return dir;
    }) as typeof fs.mkdtempSync);
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'] });
    spy.mockRestore();
    expect(photosDir).not.toBe('');
    const make = async (user: string, name: string) => {
      const res = await call(user, 'POST', '/recipe/', { name, recipeIngredients: [], preparationDetails: { servings: 1 } });
      return res.json().data.idRecipe as number;
    };
    staffRecipe = await make('nutritionist', 'Staff pie');
    userRecipe = await make('user', 'User pie');
  });
  afterAll(async () => server?.close());

  it('accepts a JPEG, re-encodes it without metadata, at most 2000 px, with a 300 px thumbnail', async () => {
    const input = await image(3000, 1500, 'jpeg');
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload('user', userRecipe, [{ bytes: input, name: 'pie.jpg', type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json();
    expect(photo).toMatchObject({
      idRecipe: userRecipe,
      photoType: 'USER',
      moderationStatus: 'UNDER_REVIEW',
      authorId: 'demo-user',
    });
    const thumb = await call('user', 'GET', `/API/recipes/photos/${photo.idRecipePhoto}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 150]);
    const full = await sharp(path.join(photosDir, 'nl', `${photo.idRecipePhoto}.jpeg`)).metadata();
    expect([full.width, full.height]).toEqual([2000, 1000]);
    expect(full.exif).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // photoURL serves that stored image.
    const served = await call('user', 'GET', photo.photoURL.replace(/^\/api/, ''));
    expect(served.statusCode).toBe(200);
    const servedMeta = await sharp(served.rawPayload).metadata();
    expect([servedMeta.width, servedMeta.height, servedMeta.exif]).toEqual([2000, 1000, undefined]);
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s and serves its thumbnail with its type', async (format, type) => {
    const res = await upload('nutritionist', staffRecipe, [{ bytes: await image(400, 400, format), name: `x.${format}`, type }]);
    expect(res.statusCode).toBe(201);
    const thumb = await call('nutritionist', 'GET', `/API/recipes/photos/${res.json()[0].idRecipePhoto}/thumbnail`);
    expect(thumb.headers['content-type']).toBe(type);
  });

  it('refuses a text file renamed .jpg (checked by content) and writes nothing', async () => {
    const rows = await photoRows();
    const files = storedFiles().length;
    const res = await upload('user', userRecipe, [
      { bytes: Buffer.from('not an image at all, just text\n'.repeat(20)), name: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE_TYPE', field: 'files[0]' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect((await upload('user', userRecipe, [{ bytes: gif, name: 'x.png', type: 'image/png' }])).json().code).toBe(
      'UNSUPPORTED_IMAGE_TYPE',
    );
    expect(await photoRows()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses an image over 40 megapixels and a body over 10 MB with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload('user', userRecipe, [{ bytes: huge, name: 'huge.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', field: 'files[0]' });
    const big = await upload('user', userRecipe, [
      { bytes: Buffer.alloc(11 * 1024 * 1024, 7), name: 'big.jpg', type: 'image/jpeg' },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses bad forms: no photoType, no files, not multipart', async () => {
    const jpeg = await image(50, 50, 'jpeg');
    const noType = await multipart([{ bytes: jpeg, name: 'a.jpg', type: 'image/jpeg' }]);
    const r1 = await server.app.inject({
      method: 'POST',
      url: `/api/API/recipes/${userRecipe}/photos`,
      payload: noType.payload,
      headers: { ...(await server.auth('user')), 'content-type': noType.contentType },
    });
    expect(r1.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'photoType' });
    expect((await upload('user', userRecipe, [])).json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'files' });
    const json = await call('user', 'POST', `/API/recipes/${userRecipe}/photos`, { files: [] });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown recipe (the SPA shows "Please create recipe first") and for another context', async () => {
    const jpeg = [{ bytes: await image(50, 50, 'jpeg'), name: 'a.jpg', type: 'image/jpeg' }];
    expect((await upload('user', 999999, jpeg)).statusCode).toBe(404);
    expect((await upload('nutritionist.dk', staffRecipe, jpeg)).statusCode).toBe(404);
    expect((await call('nutritionist.dk', 'GET', `/API/recipes/${staffRecipe}/photos`)).statusCode).toBe(404);
  });

  it('lets only editors set the cover, which replaces the previous cover', async () => {
    const jpeg = async () => [{ bytes: await image(500, 500, 'jpeg'), name: 'c.jpg', type: 'image/jpeg' }];
    const refused = await upload('user', staffRecipe, await jpeg(), 'COVER');
    expect(refused.statusCode).toBe(403);
    const first = (await upload('nutritionist', staffRecipe, await jpeg(), 'COVER')).json()[0];
    const second = await upload('admin', staffRecipe, await jpeg(), 'COVER');
    expect(second.statusCode).toBe(201);
    expect(second.json()[0]).toMatchObject({ photoType: 'COVER', moderationStatus: 'APPROVED' });
    const list = (await call('nutritionist', 'GET', `/API/recipes/${staffRecipe}/photos`)).json();
    expect(list[0].idRecipePhoto).toBe(second.json()[0].idRecipePhoto);
    expect(list.filter((p: { photoType: string }) => p.photoType === 'COVER')).toHaveLength(1);
    expect(storedFiles()).not.toContain(`${first.idRecipePhoto}.jpeg`);
    expect((await call('user', 'GET', `/recipe/${staffRecipe}`)).json().coverPhoto.idRecipePhoto).toBe(
      second.json()[0].idRecipePhoto,
    );
  });

  it('shows staff every photo and others only approved, cover and their own photos', async () => {
    const staffUpload = (
      await upload('nutritionist', userRecipe, [{ bytes: await image(60, 60, 'jpeg'), name: 'n.jpg', type: 'image/jpeg' }])
    ).json()[0];
    const staffView = await call('ambassador', 'GET', `/API/recipes/${userRecipe}/photos`);
    expect(staffView.statusCode).toBe(404); // the ambassador works in es
    const nutritionistView = (await call('nutritionist', 'GET', `/API/recipes/${userRecipe}/photos`)).json();
    expect(nutritionistView.map((p: { idRecipePhoto: number }) => p.idRecipePhoto)).toContain(staffUpload.idRecipePhoto);
    const userView = (await call('user', 'GET', `/API/recipes/${userRecipe}/photos`)).json();
    expect(userView.map((p: { idRecipePhoto: number }) => p.idRecipePhoto)).not.toContain(staffUpload.idRecipePhoto);
    expect(userView.every((p: { authorId: string }) => p.authorId === 'demo-user')).toBe(true);
    expect((await call('user', 'GET', `/API/recipes/photos/${staffUpload.idRecipePhoto}/thumbnail`)).statusCode).toBe(404);
    expect((await call('nutritionist.dk', 'GET', `/API/recipes/photos/${staffUpload.idRecipePhoto}/thumbnail`)).statusCode).toBe(
      404,
    );
  });

  it('deletes all or nothing: staff any photo, others their own; files go too', async () => {
    const mine = (
      await upload('user', userRecipe, [{ bytes: await image(60, 60, 'jpeg'), name: 'm.jpg', type: 'image/jpeg' }])
    ).json()[0];
    const theirs = (
      await upload('nutritionist', userRecipe, [{ bytes: await image(60, 60, 'jpeg'), name: 't.jpg', type: 'image/jpeg' }])
    ).json()[0];
    expect((await call('user', 'DELETE', '/API/recipes/photos', [mine.idRecipePhoto, theirs.idRecipePhoto])).statusCode).toBe(
      403,
    );
    expect((await call('user', 'DELETE', '/API/recipes/photos', [mine.idRecipePhoto, 999999])).statusCode).toBe(404);
    expect((await call('nutritionist.dk', 'DELETE', '/API/recipes/photos', [mine.idRecipePhoto])).statusCode).toBe(404);
    expect((await call('user', 'DELETE', '/API/recipes/photos', [])).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(storedFiles()).toContain(`${mine.idRecipePhoto}.jpeg`);
    expect((await call('user', 'DELETE', '/API/recipes/photos', [mine.idRecipePhoto])).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(`${mine.idRecipePhoto}.jpeg`);
    expect(storedFiles()).not.toContain(`${mine.idRecipePhoto}_thumb.jpeg`);
    expect((await call('nutritionist', 'DELETE', '/API/recipes/photos', [theirs.idRecipePhoto])).statusCode).toBe(204);
  });

  it('removes the photo files with the recipe', async () => {
    const r = (
      await call('user', 'POST', '/recipe/', { name: 'Short-lived', recipeIngredients: [], preparationDetails: { servings: 1 } })
    ).json().data.idRecipe;
    const p = (await upload('user', r, [{ bytes: await image(60, 60, 'webp'), name: 'w.webp', type: 'image/webp' }])).json()[0];
    expect(storedFiles()).toContain(`${p.idRecipePhoto}.webp`);
    expect((await call('user', 'DELETE', `/recipe/${r}`)).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(`${p.idRecipePhoto}.webp`);
  });
});
