import { setupServer } from 'msw/node';

/** The msw server of the SPA tests; each test file adds its handlers with server.use(). */
export const server = setupServer();
