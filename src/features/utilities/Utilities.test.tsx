import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, type RenderAppOptions } from '../../../tests/setup/renderApp';
import { server } from '../../../tests/mocks/server';
import { useJobQueueApi } from '../../../tests/mocks/testing';
import { apiUrl } from '../../../tests/mocks/urls';

const JOB_QUEUE = { waiting: 3, active: 1, failedLastDay: 0, oldestWaitingSeconds: 12, kinds: [] };

/** What the browser was asked to download: jsdom has neither downloads nor object URLs, so both edges are recorded. */
interface Download {
  href: string;
  fileName: string;
}

let downloads: Download[];
let clickSpy: jest.SpyInstance;
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = jest.fn(() => 'blob:databases');
  URL.revokeObjectURL = jest.fn();
  clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', fileName: this.download });
  });
});
afterEach(() => clickSpy.mockRestore());

/** GET /recipe/export answers the zip (application/zip, saved as databases.zip), held until `release()`. */
function setup(options: RenderAppOptions = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const exports: string[] = [];
  server.use(
    http.get(apiUrl('api', '/recipe/export'), async ({ request }) => {
      exports.push(new URL(request.url).pathname);
      await released;
      return new HttpResponse(new Blob(['PK'], { type: 'application/zip' }), {
        headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="databases.zip"' },
      });
    }),
  );
  const jobQueue = useJobQueueApi(JOB_QUEUE);
  const view = renderApp({ path: '/utils', ...options });
  return { ...view, exports, jobQueue, release, user: userEvent.setup() };
}

const exportButton = () => screen.queryByRole('button', { name: /Export database|Exporting/ });

describe('the utilities page', () => {
  it.each([
    ['an admin', ['admin']],
    ['the bulk-export role', ['bulk-export']],
  ])('offers the database export to %s', async (_who, roles) => {
    setup({ session: { roles } });
    expect(await screen.findByRole('button', { name: 'Export database' })).toBeInTheDocument();
  });

  it.each([
    ['a nutritionist', ['nutritionist']],
    ['an ambassador', ['ambassador']],
    ['a plain user', []],
  ])('does not offer the export to %s', async (_who, roles) => {
    setup({ session: { roles } });
    expect(await screen.findByRole('heading', { name: 'Utilities' })).toBeInTheDocument();
    expect(exportButton()).not.toBeInTheDocument();
  });

  it('downloads databases.zip through the export call, with a spinner while it runs', async () => {
    const { user, exports, release } = setup({ session: { roles: ['admin'] } });
    await user.click(await screen.findByRole('button', { name: 'Export database' }));
    await waitFor(() => expect(exports).toEqual(['/api/recipe/export']));
    expect(exportButton()).toHaveAttribute('data-loading');
    expect(downloads).toEqual([]);
    release();
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:databases', fileName: 'databases.zip' }]));
    await waitFor(() => expect(exportButton()).not.toHaveAttribute('data-loading'));
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('only logs a failed export, and the spinner stays', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(
        http.get(apiUrl('api', '/recipe/export'), () =>
          HttpResponse.json({ code: 'FORBIDDEN', message: 'Only admins export' }, { status: 403 }),
        ),
      );
      renderApp({ path: '/utils', session: { roles: ['admin'] } });
      await userEvent.click(await screen.findByRole('button', { name: 'Export database' }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Database export failed', expect.anything()));
      expect(exportButton()).toHaveAttribute('data-loading');
      expect(downloads).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });

  it('leads nutritionists and admins to the photo moderation queue', async () => {
    setup({ session: { roles: ['nutritionist'] } });
    expect(await screen.findByRole('link', { name: 'Review photos awaiting moderation' })).toHaveAttribute(
      'href',
      '/nutritionist/photos',
    );
  });

  it('shows an admin the job queue, and a nutritionist not (the queue is not asked)', async () => {
    setup({ session: { roles: ['admin'] } });
    const panel = await screen.findByRole('region', { name: 'Job queue' });
    expect(await within(panel).findByLabelText('Waiting')).toHaveTextContent('3');
    cleanup();
    const { jobQueue } = setup({ session: { roles: ['nutritionist'] } });
    expect(await screen.findByRole('heading', { name: 'Utilities' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Job queue' })).not.toBeInTheDocument();
    expect(jobQueue.reads).toHaveLength(0);
  });

  it('tells a role with no utility so', async () => {
    setup({ session: { roles: ['ambassador'] } });
    expect(await screen.findByText('There are no utilities for your role.')).toBeInTheDocument();
  });
});
