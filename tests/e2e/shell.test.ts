import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(120_000);

describe('signing in to the back-office in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    system = await startSystem();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('signs a Danish nutritionist in, shows the menu the role allows and the context, and logs out', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist.dk', 'nutritionist.dk');

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Recipes' }).waitFor();
    expect(page.url()).toBe(`${system.baseUrl}/nutritionist/recipes`);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Recipes',
      'Ingredients',
      'Food groups',
      'Food restrictions',
      'Meal simulation',
      'Usage statistics',
      'Testing',
      'Utilities',
    ]);
    expect(await page.getByLabel('Database context').textContent()).toBe('DK');

    // A route the role may not see is refused even when typed in.
    await page.goto(`${system.baseUrl}/nutritionist/settings`);
    await page.getByRole('alert').filter({ hasText: 'Access denied' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByLabel('Username').waitFor();
    expect(page.url()).toContain('/auth/');
    await page.close();
  });

  it('refuses a wrong password and renders no shell', async () => {
    const page = await browser.newPage();
    await signIn(page, system.baseUrl, 'nutritionist', 'wrong-password');
    await page.getByText(/invalid username or password/i).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await page.close();
  });
});
