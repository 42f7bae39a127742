import { act, screen } from '@testing-library/react';
import { boot } from './boot';
import { signedIn } from '../auth/authSlice';

describe('boot', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs "Authentication failed" and renders nothing when sign-in fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const started = await boot(container, () => Promise.reject(new Error('login refused')));
    expect(started).toBe(false);
    expect(logged).toHaveBeenCalledWith('Authentication failed');
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the shell for the signed-in session once sign-in succeeds', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    window.history.pushState({}, '', '/nutritionist/no-such-page');
    await act(async () => {
      await boot(container, async (dispatch) => {
        dispatch(signedIn({ username: 'nina', roles: ['admin'], context: 'pt', externalId: 'x' }));
        return { logout: () => undefined };
      });
    });
    expect(await screen.findByLabelText('Database context')).toHaveTextContent('PT');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
