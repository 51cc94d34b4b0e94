import { consoleAdmin } from './support/staff.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Signed out, the console asks who is there (401), and the locked account's sign-ins answer 401 or 429: on purpose.
test.use({ expectedConsoleErrors: [/status of (401|429)/] });

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

test('an admin unlocks a member of staff locked out by wrong passwords, from the Users page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const agent = { name: `Lena Locked ${Date.now()}`, password: 'a long enough password' };
  const agentEmail = `lena.${Date.now()}@example.co.uk`;
  await gotoHydrated(page, '/admin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(consoleAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(consoleAdmin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const created = await page.request.post('/trpc/admin.users.create', {
    headers: xhr,
    data: { name: agent.name, email: agentEmail, password: agent.password, role: 'agent' },
  });
  expect(created.status()).toBe(200);

  // Someone else's guesses, from a client of their own.
  const guesser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: xhr });
  const signIn = (password: string) =>
    guesser.post('/trpc/admin.session.signIn', { data: { email: agentEmail, password } });
  for (let i = 1; i <= 5; i += 1) await signIn(`wrong ${i}`);
  expect((await signIn(agent.password)).status()).toBe(429);

  await gotoHydrated(page, '/admin/users');
  const row = page.getByRole('row').filter({ hasText: agentEmail });
  await expect(row).toContainText('Sign-in locked after wrong passwords');
  await row.getByRole('button', { name: `Unlock sign-in for ${agent.name}` }).click();
  await expect(page.getByText('Sign-in unlocked: they can sign in again from every address')).toBeVisible();
  await expect(row.getByRole('button', { name: `Unlock sign-in for ${agent.name}` })).toHaveCount(0);
  await expect(row).not.toContainText('Sign-in locked');

  expect((await signIn(agent.password)).status()).toBe(200);
  await guesser.dispose();

  const audit = await page.request.get('/trpc/admin.audit.list', {
    headers: xhr,
    params: { input: JSON.stringify({}) },
  });
  const entries = ((await audit.json()) as { result: { data: { entries: { what: string }[] } } }).result.data.entries;
  expect(entries.map((entry) => entry.what)).toContain('Unlocked a user’s sign-in');
});
