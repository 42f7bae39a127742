/**
 * Photo moderation over HTTP: user photos enter the queue with their pre-check flags, moderators sort,
 * approve and reject them; approved photos become visible to every user, rejected ones to none.
 * Each role, another context's ids and bad input (4xx, never 5xx).
 */
import sharp from 'sharp';
import { photoOfKind } from '../../../src/server/seed/photoImages';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

async function multipart(files: Buffer[], fields: Record<string, string>) {
  const form = new FormData();
  files.forEach((bytes, i) => form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `p${i}.jpg`));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

interface Entry {
  id: number;
  recipeName: string;
  moderationStatus: string;
  createdBy: string;
  description?: string;
  preChecks: { flags: string[]; duplicateOf?: number };
}

describe('photo moderation over HTTP', () => {
  let server: TestServer;
  let recipeId: number;
  const photo: Record<string, number> = {};

  const api = async (user: string, method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url: `/api${url}`, headers: await server.auth(user) });
  async function upload(user: string, files: Buffer[], fields: Record<string, string> = {}) {
    const { payload, contentType } = await multipart(files, { photoType: 'USER', ...fields });
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/API/recipes/${recipeId}/photos`,
      payload,
      headers: { ...(await server.auth(user)), 'content-type': contentType },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { idRecipePhoto: number }[];
  }
  const queue = async (user = 'nutritionist', query = '') =>
    (await api(user, 'GET', `/API/recipes/photos/moderation${query}`)).json() as Entry[];

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'] });
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('nutritionist'),
      payload: { name: 'Stamppot', recipeIngredients: [], preparationDetails: { servings: 2 } },
    });
    recipeId = res.json().data.idRecipe;
    const good = await photoOfKind('GOOD', 11);
    const [g] = await upload('user', [good], { description: 'My stamppot, with extra kale' });
    photo.good = g.idRecipePhoto;
    const [dark, blurred, copy] = await upload('user', [
      await photoOfKind('DARK', 12),
      await photoOfKind('BLURRED', 13),
      await photoOfKind('DUPLICATE', 14, good),
    ]);
    photo.dark = dark.idRecipePhoto;
    photo.blurred = blurred.idRecipePhoto;
    photo.copy = copy.idRecipePhoto;
    const tiny = await sharp(await photoOfKind('GOOD', 15))
      .resize(160, 120)
      .jpeg()
      .toBuffer();
    photo.tiny = (await upload('exporter', [tiny]))[0].idRecipePhoto;
  });
  afterAll(async () => server?.close());

  it('queues user photos oldest first, with recipe, uploader, date, description, photo and pre-check flags', async () => {
    const entries = await queue();
    expect(entries.map((e) => e.id)).toEqual([photo.good, photo.dark, photo.blurred, photo.copy, photo.tiny]);
    expect(entries[0]).toMatchObject({
      id: photo.good,
      idRecipe: recipeId,
      recipeName: 'Stamppot',
      moderationStatus: 'UNDER_REVIEW',
      createdBy: 'user',
      authorId: 'demo-user',
      creationDate: expect.any(String),
      description: 'My stamppot, with extra kale',
      photoURL: `/api/API/recipes/photos/${photo.good}/image`,
      preChecks: { flags: [], width: 1000, height: 750, sharpness: expect.any(Number), brightness: expect.any(Number) },
    });
    const flags = Object.fromEntries(entries.map((e) => [e.id, e.preChecks.flags]));
    expect(flags[photo.dark]).toEqual(['DARK']);
    expect(flags[photo.blurred]).toEqual(['BLURRED']);
    expect(flags[photo.copy]).toEqual(['NEAR_DUPLICATE']);
    expect(entries.find((e) => e.id === photo.copy)!.preChecks.duplicateOf).toBe(photo.good);
    expect(flags[photo.tiny]).toEqual(['TINY']);
    // A moderator sees the image of a photo under review.
    expect((await api('admin', 'GET', `/API/recipes/photos/${photo.dark}/image`)).statusCode).toBe(200);
  });

  it('sorts the queue by flags so the doubtful photos come first', async () => {
    expect((await queue('admin', '?sortBy=FLAGS'))[4].id).toBe(photo.good);
    expect((await queue('admin', '?sortBy=BLURRED'))[0].id).toBe(photo.blurred);
    expect((await queue('admin', '?sortBy=NEAR_DUPLICATE'))[0].id).toBe(photo.copy);
    expect((await queue('admin', '?sortBy=TINY&status=UNDER_REVIEW'))[0].id).toBe(photo.tiny);
    expect((await queue('admin', '?sortBy=CREATION_DATE'))[0].id).toBe(photo.good);
  });

  it('approves: the photo leaves the queue and every user sees it; rejects: nobody but staff sees it again, its uploader neither', async () => {
    const other = 'exporter'; // a signed-in user who is not staff and did not upload these
    expect((await api(other, 'GET', `/API/recipes/photos/${photo.good}/thumbnail`)).statusCode).toBe(404);
    const approved = await api('nutritionist', 'POST', `/API/recipes/photos/${photo.good}/moderation/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: photo.good, moderationStatus: 'APPROVED' });
    expect(
      (await api('nutritionist', 'POST', `/API/recipes/photos/${photo.good}/moderation/approve`)).json().moderationStatus,
    ).toBe('APPROVED');
    expect((await api(other, 'GET', `/API/recipes/photos/${photo.good}/thumbnail`)).statusCode).toBe(200);
    expect(
      (await api(other, 'GET', `/API/recipes/${recipeId}/photos`)).json().map((p: { idRecipePhoto: number }) => p.idRecipePhoto),
    ).toContain(photo.good);

    expect((await api('user', 'GET', `/API/recipes/photos/${photo.dark}/image`)).statusCode).toBe(200); // its uploader, while under review
    const rejected = await server.app.inject({
      method: 'POST',
      url: `/api/API/recipes/photos/${photo.dark}/moderation/reject`,
      headers: await server.auth('admin'),
      payload: {},
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().moderationStatus).toBe('REJECTED');
    for (const user of ['user', other]) {
      expect((await api(user, 'GET', `/API/recipes/photos/${photo.dark}/image`)).statusCode).toBe(404);
      expect(
        (await api(user, 'GET', `/API/recipes/${recipeId}/photos`)).json().map((p: { idRecipePhoto: number }) => p.idRecipePhoto),
      ).not.toContain(photo.dark);
    }
    const approveRejected = await api('admin', 'POST', `/API/recipes/photos/${photo.dark}/moderation/approve`);
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().code).toBe('PHOTO_REJECTED');

    expect((await queue()).map((e) => e.id)).toEqual([photo.blurred, photo.copy, photo.tiny]);
    expect((await queue('admin', '?status=APPROVED')).map((e) => e.id)).toEqual([photo.good]);
    expect((await queue('admin', '?status=REJECTED')).map((e) => e.id)).toEqual([photo.dark]);
    expect((await api('admin', 'GET', `/API/recipes/photos/moderation/${photo.dark}`)).json()).toMatchObject({
      moderationStatus: 'REJECTED',
      preChecks: { flags: ['DARK'] },
    });
    const history = await server.db.transaction(
      (tx) =>
        tx.query<{ moderation_status: string; moderated_by: string }>(
          'SELECT moderation_status, moderated_by FROM photo_moderation ORDER BY id',
        ),
      { context: 'nl' },
    );
    expect(history).toEqual([
      { moderation_status: 'APPROVED', moderated_by: 'nutritionist' },
      { moderation_status: 'REJECTED', moderated_by: 'admin' },
    ]);
  });

  it.each(['ambassador', 'user', 'exporter'])('refuses %s every moderation call with 403', async (user) => {
    const calls = [
      await api(user, 'GET', '/API/recipes/photos/moderation'),
      await api(user, 'GET', `/API/recipes/photos/moderation/${photo.blurred}`),
      await api(user, 'POST', `/API/recipes/photos/${photo.blurred}/moderation/approve`),
      await api(user, 'POST', `/API/recipes/photos/${photo.blurred}/moderation/reject`),
    ];
    expect(calls.map((c) => c.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await queue()).find((e) => e.id === photo.blurred)!.moderationStatus).toBe('UNDER_REVIEW');
  });

  it("answers 404 for another context's photos and an empty queue there", async () => {
    expect(await queue('nutritionist.dk')).toEqual([]);
    for (const url of [
      `/API/recipes/photos/${photo.blurred}/moderation/approve`,
      `/API/recipes/photos/${photo.blurred}/moderation/reject`,
    ]) {
      expect((await api('admin.dk', 'POST', url)).statusCode).toBe(404);
    }
    expect((await api('admin.dk', 'GET', `/API/recipes/photos/moderation/${photo.blurred}`)).statusCode).toBe(404);
    expect((await queue()).find((e) => e.id === photo.blurred)!.moderationStatus).toBe('UNDER_REVIEW');
  });

  it('answers bad input with a 4xx, never a 5xx', async () => {
    const cover = await (async () => {
      const { payload, contentType } = await multipart([await photoOfKind('GOOD', 16)], { photoType: 'COVER' });
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/API/recipes/${recipeId}/photos`,
        payload,
        headers: { ...(await server.auth('nutritionist')), 'content-type': contentType },
      });
      return res.json()[0].idRecipePhoto as number;
    })();
    const cases: ['GET' | 'POST', string, number][] = [
      ['GET', '/API/recipes/photos/moderation?status=PENDING', 400],
      ['GET', '/API/recipes/photos/moderation?sortBy=SIZE', 400],
      ['GET', '/API/recipes/photos/moderation/abc', 400],
      ['GET', '/API/recipes/photos/moderation/0', 400],
      ['GET', '/API/recipes/photos/moderation/99999999999', 400],
      ['GET', '/API/recipes/photos/moderation/424242', 404],
      ['GET', `/API/recipes/photos/moderation/${cover}`, 404],
      ['POST', `/API/recipes/photos/${cover}/moderation/reject`, 404],
      ['POST', '/API/recipes/photos/424242/moderation/approve', 404],
      ['POST', '/API/recipes/photos/-3/moderation/reject', 400],
    ];
    const wrong: string[] = [];
    for (const [method, url, status] of cases) {
      const res = await api('nutritionist', method, url);
      if (res.statusCode !== status || !res.json().message) wrong.push(`${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    const { payload, contentType } = await multipart([await photoOfKind('GOOD', 17)], {
      photoType: 'USER',
      description: 'x'.repeat(1001),
    });
    const long = await server.app.inject({
      method: 'POST',
      url: `/api/API/recipes/${recipeId}/photos`,
      payload,
      headers: { ...(await server.auth('user')), 'content-type': contentType },
    });
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'description' });
  });
});
