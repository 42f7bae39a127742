/**
 * Users admin and usage statistics in a real browser: an admin creates an app user with a temporary
 * password, the user signs in and must choose a new password, the admin resets the password (temporary
 * again) and deletes the user; the engagement charts render for the last month on the seeded cohort.
 */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startSystem, type System } from './harness';

jest.setTimeout(600_000);

/** Screenshots of the screens, for a person to look at. */
const shots = path.join(os.tmpdir(), 'nbo-e2e-users');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

const EMAIL = 'e2e.user@example.org';

/**
 * The synthetic cohort the statistics read is seeded by `npm start` (src/server/main.ts), not by the
 * harness's catalogue seed: seed a small one here when this checkout has the cohort seeder.
 */
async function seedCohortIfPresent(system: System): Promise<void> {
  const module = path.resolve(__dirname, '../../src/server/seed/cohort/seedCohort.ts');
  if (!existsSync(module)) return;
  const { seedCohort } = (await import(module)) as {
    seedCohort: (db: System['db'], options: { contexts: string[]; users: number }) => Promise<unknown>;
  };
  await seedCohort(system.db, { contexts: ['nl'], users: 300 });
}

describe('users admin and usage statistics in a real browser', () => {
  let system: System;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    // dk for the context picker; es and the seeded catalogues only so the database is a copy of the run's snapshot
    // the server suites use (tests/setup/databases.ts).
    system = await startSystem(['nl', 'dk', 'es'], { seed: ['nl', 'dk', 'es'] });
    await seedCohortIfPresent(system);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /** The app user's sign-in in a browser of their own (no shared cookies with the admin). */
  async function userSignIn(password: string): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, system.baseUrl, EMAIL, password);
    return page;
  }

  it('creates a user with a temporary password, who must change it; resets the password; deletes the user', async () => {
    const admin = await browser.newPage();
    await signIn(admin, system.baseUrl, 'admin');
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
    await admin.getByRole('combobox', { name: 'Database context' }).waitFor();
    await admin.getByRole('option', { name: 'Denmark (DK)' }).waitFor({ state: 'attached' });

    await admin.getByRole('button', { name: 'New user' }).click();
    const create = admin.getByRole('dialog');
    await create.getByRole('button', { name: 'Create' }).click();
    await create.getByText('Email cannot be empty').waitFor();
    await create.getByLabel('Email').fill(EMAIL);
    await create
      .getByText('At least 12 characters; not a common or breached password, nor the email address.', { exact: false })
      .waitFor();
    // A weak password is refused under the field, with the rule it breaks, and nothing is sent.
    const posts: string[] = [];
    const countPosts = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && /\/api\/user\b/.test(request.url())) posts.push(request.url());
    };
    admin.on('request', countPosts);
    for (const [weak, rule] of [
      ['Temp-pw-1', 'The password needs at least 12 characters.'],
      ['password1234', 'This password is on the list of common and breached passwords: choose a less predictable one.'],
      [EMAIL.toUpperCase(), 'The password must not be the email address.'],
    ]) {
      await create.getByLabel('Temporary password').fill(weak);
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText(rule).waitFor();
      expect(await create.getByLabel('Temporary password').getAttribute('aria-invalid')).toBe('true');
    }
    await shot(admin, 'users-create-weak-password');
    admin.off('request', countPosts);
    expect(posts).toEqual([]);
    await create.getByLabel('Temporary password').fill('Temp-Passw0rd');
    await create.getByLabel('Name').fill('Eva Tester');
    await shot(admin, 'users-create-dialog');
    await create.getByRole('button', { name: 'Create' }).click();
    await admin.getByText('Account was created successfully').waitFor();
    // Search by email, case-insensitively (the context may hold many users: the new one is not on page 1).
    await admin.getByLabel('Search users by email or id').fill('E2E.USER');
    await admin.waitForURL(/q=E2E\.USER/);
    const row = admin.getByRole('row', { name: new RegExp(EMAIL.replace('.', '\\.')) });
    await row.waitFor();
    await shot(admin, 'users-list');

    // First sign-in: the temporary password is right, and the provider asks for a new one.
    const user = await userSignIn('Temp-Passw0rd');
    await user.getByRole('heading', { name: 'Update password' }).waitFor();
    await user.getByText('You need to change your password to activate your account.').waitFor();
    await shot(user, 'update-password');
    await user.getByLabel('New password').fill('Own-Passw0rd');
    await user.getByLabel('Confirm password').fill('Not-The-Same');
    await user.getByRole('button', { name: 'Submit' }).click();
    await user.getByText("Passwords don't match.").waitFor();
    await user.getByLabel('New password').fill('Own-Passw0rd');
    await user.getByLabel('Confirm password').fill('Own-Passw0rd');
    await user.getByRole('button', { name: 'Submit' }).click();
    // Signed in to the back-office as a plain user of the context.
    await user.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await user.getByLabel('Database context').textContent()).toBe('NL');
    await user.context().close();

    // The user detail page: read-only profile, no plan yet, needs shown (zeros when they cannot be computed).
    await row.getByRole('link', { name: EMAIL }).click();
    await admin.getByRole('heading', { name: EMAIL }).waitFor();
    await admin.getByRole('region', { name: 'Profile' }).waitFor();
    await admin.getByRole('table', { name: 'Daily nutritional needs' }).waitFor();
    expect(new URL(admin.url()).pathname).toMatch(/^\/nutritionist\/users\/nl\/\d+$/);
    await shot(admin, 'user-detail');
    await admin.goBack();

    // Back to the list, still searched (the search is in the URL), then reset the password.
    await admin.waitForURL(/\/users\?/);
    await row.getByRole('button', { name: 'Reset password' }).click();
    const reset = admin.getByRole('dialog');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('Password cannot be empty').waitFor();
    await reset.getByLabel('New password').fill('Reset-Passw0rd');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await admin.getByText('Password was reset successfully').waitFor();

    // The reset password is temporary too: the old one is refused, the new one asks for a change.
    const refused = await userSignIn('Own-Passw0rd');
    await refused.getByText('Invalid username or password.').waitFor();
    await refused.context().close();
    const again = await userSignIn('Reset-Passw0rd');
    await again.getByRole('heading', { name: 'Update password' }).waitFor();
    await again.context().close();

    await row.getByRole('button', { name: `Delete ${EMAIL}` }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    await shot(admin, 'users-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText('Account was deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });

    const gone = await userSignIn('Reset-Passw0rd');
    await gone.getByText('Invalid username or password.').waitFor();
    await gone.context().close();
    await admin.close();
  });

  it("renders the engagement charts for the last month, the preferences lists and a cohort user's detail", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(page, system.baseUrl, 'nutritionist');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Usage statistics' }).click();
    await page.waitForURL(/\/usage-statistics\/engagement/);
    await page.getByRole('button', { name: 'Month' }).click();
    await page.waitForURL(/timeRange=month/);
    for (const chart of ['Rolling active users', 'Adherence trend', 'Adherence vs weight change', 'Retention curve']) {
      await page.getByRole('region', { name: chart }).getByRole('img', { name: chart }).waitFor({ timeout: 30_000 });
    }
    expect(await page.getByText('Some statistics could not be loaded.').count()).toBe(0);
    await page.waitForTimeout(1000); // chart.js animates its first drawing
    await shot(page, 'engagement-month');

    const diets = page.waitForResponse((r) => r.url().includes('/usage-statistics/dietary-restrictions-users-count'));
    await page.getByRole('link', { name: 'Preferences' }).click();
    const perDiet = (await (await diets).json()) as Array<{ name: string; count: number }>;
    expect(perDiet.some((row) => row.count > 0)).toBe(true);
    const pie = page.getByRole('region', { name: 'Users per diet' });
    await pie.getByRole('img').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    await pie.screenshot({ path: path.join(shots, 'preferences-pie.png') });
    await page.getByRole('region', { name: 'Top logged recipes' }).getByRole('row').nth(1).waitFor();
    await page.waitForTimeout(1000);
    await shot(page, 'preferences');
    await page.close();

    // A user of the cohort, as an admin sees them: profile, this week's plan, needs.
    const admin = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await signIn(admin, system.baseUrl, 'admin');
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();
    await admin.getByRole('table', { name: 'Users' }).getByRole('link').first().click();
    await admin.getByRole('region', { name: 'Profile' }).waitFor();
    await admin.getByRole('table', { name: 'Daily nutritional needs' }).waitFor();
    await admin.waitForTimeout(1000);
    await shot(admin, 'cohort-user-detail');
    await admin.close();
  });
});
