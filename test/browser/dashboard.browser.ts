// The dashboard in a real browser against the real service on the demo workspace: sign in,
// accounts (timed), filter, search, account page, API key created (plaintext once) and revoked,
// webhooks; every request stays on the service's origin.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestService } from '../helpers/server.js';
import { createDemoWorkspace } from '../../server/demo-bootstrap.js';
import { launchChromium, openPage, screenshot } from './browser.js';
import { hit, IPS } from '../helpers/identification.js';

let service: TestService;
let browser: Browser;
let page: Page;
let foreign: string[];
let closePage: () => Promise<void>;
let readKey: string;
let workspace: { id: string; site_key: string; name: string };

/** the settings as the server has them now, read with the page's own session */
async function settingsNow(): Promise<any> {
  const token = await page.evaluate(() => sessionStorage.getItem('signal.session'));
  const r = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ syncRules { name min_intent } intentPages { pattern label score_weight } enrichmentConfig { page_patterns } team { email status } onboarding { claimed_domain } }' }),
  });
  const body = (await r.json()) as { data: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** the domains the REST read API lists under a classification (first 200) */
async function restAccounts(classification: string): Promise<string[]> {
  const r = await fetch(`${service.url}/signal-api/v1/accounts?page_size=200&classification=${classification}`, {
    headers: { authorization: `Bearer ${readKey}` },
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { accounts: { company_domain: string }[] }).accounts.map((a) => a.company_domain);
}

const rows = (p: Page) => p.locator('[data-testid=accounts-table] tbody tr');

beforeAll(async () => {
  execFileSync('npx', ['tsx', 'scripts/build-web.ts'], { stdio: 'inherit' }); // only when sources changed
  service = await startTestServer();
  const demo = await createDemoWorkspace(service.rt);
  workspace = demo.workspace;
  readKey = demo.readKey;
  browser = await launchChromium();
  ({ page, foreign, close: closePage } = await openPage(browser, service.url));
});

afterAll(async () => {
  await closePage?.();
  await browser?.close();
  await service?.stop();
});

describe('dashboard', () => {
  it('serves the app at / with a same-origin content security policy', async () => {
    const res = await fetch(`${service.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('refuses a bad pasted token, then signs in through the development issuer', async () => {
    await page.goto(`${service.url}/`);
    await page.getByText('Paste a session token instead').click();
    await page.getByLabel('Session token').fill('not-a-token');
    await page.getByRole('button', { name: 'Use this token' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Sign-in failed');
    await page.getByRole('link', { name: 'Sign in' }).click(); // /auth/login: the development issuer's form
    await page.getByLabel('Workspace (name or id)').fill(workspace.name);
    await page.getByLabel('Role').selectOption('owner');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    expect(page.url()).toBe(`${service.url}/#/accounts`); // the token left the address bar
    await screenshot(page, 'signed-in');
  });

  it('shows 50 accounts interactive in under 1 s after navigation', async () => {
    await page.goto('about:blank');
    const started = Date.now();
    await page.goto(`${service.url}/#/accounts`);
    await rows(page).nth(49).waitFor();
    await page.locator('[data-testid=accounts-table][aria-busy=false]').waitFor();
    await page.getByLabel('Search accounts').focus(); // interactive: the controls take input
    const ms = Date.now() - started;
    console.log(`accounts screen: 50 rows interactive ${ms} ms after navigation`);
    expect(await rows(page).count()).toBe(50);
    expect(ms).toBeLessThan(1000);
    await screenshot(page, 'accounts-1280');
  });

  it('filters by classification and searches within the page', async () => {
    await page.getByLabel('Classification').selectOption('customer');
    await page.locator('[data-testid=accounts-table][aria-busy=false], .empty').first().waitFor();
    const shown = await page.locator('[data-testid=accounts-table] tbody tr td:nth-child(3)').allTextContents();
    for (const c of shown) expect(c).toBe('customer');
    await page.getByLabel('Classification').selectOption('');
    await rows(page).nth(49).waitFor();
    const domain = (await rows(page).first().locator('td').first().textContent())!.trim();
    await page.getByLabel('Search accounts').fill(domain.slice(0, 6));
    const names = await rows(page).locator('td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThan(50);
    await page.getByLabel('Search accounts').fill('');
  });

  it('opens an account page', async () => {
    const link = rows(page).first().locator('a');
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.getByTestId('account-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.getByTestId('account-page').textContent()).toContain('Intent score');
    // its people and visit timeline (Relay connections), the score's explanation
    await page.getByTestId('account-people').waitFor();
    await page.getByTestId('account-timeline').waitFor();
    expect(await page.getByTestId('score-explanation').locator('li').count()).toBe(4);
    await screenshot(page, 'account-page');
  });

  it('classifies the account on its page and the REST read API shows the change', async () => {
    const domain = (await page.locator('.facts dd').first().textContent())!.trim();
    expect(await restAccounts('excluded')).not.toContain(domain);
    await page.getByLabel('Classify as').selectOption('excluded');
    await page.getByRole('button', { name: 'Save classification' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await restAccounts('excluded')).toContain(domain);
  });

  it("opens a person from the account's people, with their company and journey", async () => {
    const domain = (await page.locator('.facts dd').first().textContent())!.trim();
    const before = await page.getByTestId('account-timeline').locator('li').count();
    if (await page.getByRole('button', { name: 'Show earlier visits' }).count()) {
      await page.getByRole('button', { name: 'Show earlier visits' }).click();
      await expect.poll(() => page.getByTestId('account-timeline').locator('li').count()).toBeGreaterThan(before);
    }
    await page.getByTestId('account-people').locator('tbody a').first().click();
    await page.getByTestId('visitor-page').waitFor();
    expect(await page.getByTestId('visitor-page').locator('.facts a').first().getAttribute('href')).toBe(`#/accounts/${encodeURIComponent(domain)}`);
    await page.locator('[data-testid=visitor-journey], .empty').first().waitFor();
    await screenshot(page, 'visitor-page');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('shows visitors, the recommendations inbox and attribution, each with data or its empty state', async () => {
    await page.getByRole('link', { name: 'Visitors', exact: true }).click();
    await page.locator('[data-testid=visitors-table] tbody tr').first().waitFor();
    await page.getByLabel('Minimum intent').fill('90');
    await page.locator('[data-testid=visitors-table][aria-busy=false], .empty').first().waitFor();
    for (const score of await page.locator('[data-testid=visitors-table] tbody td:nth-child(3)').allTextContents())
      expect(Number(score)).toBeGreaterThanOrEqual(90);
    await screenshot(page, 'visitors');
    await page.getByRole('link', { name: 'Recommendations' }).click();
    await page.locator('[data-testid=recommendations], .empty').first().waitFor();
    await page.getByRole('link', { name: 'Attribution' }).click();
    await page.locator('[data-testid=attribution-chart], .empty').first().waitFor();
    await screenshot(page, 'attribution');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('works the recommendations inbox: done and snooze take an item out of the open list', async () => {
    const domain = (await restAccounts('lead'))[0]!;
    // one recommendation per (kind, subject): the demo's own may already be there
    await service.rt.db.prisma.recommendation.deleteMany({ where: { workspace_id: workspace.id, OR: [{ kind: 'high_intent_uncontacted', subject: domain }, { kind: 'no_intent_pages' }] } });
    await service.rt.db.prisma.recommendation.createMany({
      data: [
        { workspace_id: workspace.id, kind: 'high_intent_uncontacted', subject: domain, title: `Browser test: reach out to ${domain}` },
        { workspace_id: workspace.id, kind: 'no_intent_pages', subject: 'browser-test', title: 'Browser test: choose intent pages' },
      ],
    });
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page.getByRole('link', { name: 'Recommendations' }).click();
    const item = (title: string) => page.getByTestId('recommendations').locator('li', { hasText: title });
    await item(`reach out to ${domain}`).waitFor();
    expect(await item(`reach out to ${domain}`).getByRole('link').getAttribute('href')).toBe(`#/accounts/${encodeURIComponent(domain)}`);
    await item(`reach out to ${domain}`).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('status').filter({ hasText: 'Marked done' }).waitFor();
    await page.getByLabel('Snooze days').fill('3');
    await item('choose intent pages').getByRole('button', { name: 'Snooze' }).click();
    await page.getByRole('status').filter({ hasText: 'Snoozed for 3 days' }).waitFor();
    await expect.poll(() => page.getByTestId('recommendations').locator('li', { hasText: 'Browser test' }).count()).toBe(0);
    const rows = await service.rt.db.prisma.recommendation.findMany({ where: { workspace_id: workspace.id, title: { startsWith: 'Browser test' } }, orderBy: { kind: 'asc' } });
    expect(rows.map((r) => r.status)).toEqual(['done', 'snoozed']);
    const days = (rows[1]!.snoozed_until!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
  });

  it('creates an API key shown once, which the read API accepts until it is revoked', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByTestId('keys-table').waitFor();
    await page.getByLabel('Key name').fill('browser-test');
    await page.getByRole('button', { name: 'Create key' }).click();
    const plaintext = (await page.getByTestId('plaintext').textContent())!;
    expect(plaintext).toMatch(/^sk_sig_/);
    const read = (key: string) => fetch(`${service.url}/signal-api/v1/accounts`, { headers: { authorization: `Bearer ${key}` } });
    expect((await read(plaintext)).status).toBe(200);
    await screenshot(page, 'key-created');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByTestId('plaintext').count()).toBe(0); // never shown again
    page.once('dialog', (d) => void d.accept());
    await page.locator('tr[data-key="browser-test"]').getByRole('button', { name: 'Revoke' }).click();
    await page.locator('tr[data-key="browser-test"] td', { hasText: 'revoked' }).waitFor();
    expect((await read(plaintext)).status).toBe(401);
  });

  it('adds a webhook endpoint (secret shown once), opens its deliveries, disables and deletes it, and is usable at phone width', async () => {
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('No webhook endpoints yet.').waitFor();
    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/signal-hook'); // nothing is sent: no event, no ping
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    expect(await page.getByRole('status').locator('code').textContent()).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    await page.getByText('No deliveries to this endpoint yet.').waitFor();
    await screenshot(page, 'webhooks');
    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    page.once('dialog', (d) => void d.accept()); // the delete is confirmed first: it cannot be undone
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhook endpoints yet.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${service.url}/#/accounts`);
    await rows(page).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0); // the table scrolls inside its wrapper, not the page
    await screenshot(page, 'accounts-phone');
  });

  it('asks the copilot for a change over graphql-ws, shows the confirmation card, and applies it only once approved', async () => {
    const sockets: string[] = [];
    const posts: string[] = [];
    page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
    const domain = (await restAccounts('lead')).find((d) => d.includes('.'))!;
    expect(await restAccounts('competitor')).not.toContain(domain);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Copilot' }).click();
    await page.getByLabel('Question').fill(`classify ${domain} as competitor`);
    await page.getByRole('button', { name: 'Ask' }).click();
    const card = page.getByTestId('confirmation');
    await card.waitFor();
    expect(await card.textContent()).toContain(domain);
    expect(await restAccounts('competitor')).not.toContain(domain); // nothing ran before approval
    await screenshot(page, 'copilot-confirmation');
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('turn').nth(1).getByTestId('answer').waitFor();
    await screenshot(page, 'copilot-applied');
    expect(await restAccounts('competitor')).toContain(domain);
    expect(sockets).toContain('/copilot/ws'); // the chat streams over graphql-ws ...
    expect(posts.filter((p) => p.includes('/copilot/'))).toEqual([]); // ... not the SSE /stream
  });

  it('shows an identification on the live feed (graphql-ws) as it happens', async () => {
    await page.getByRole('link', { name: 'Live feed' }).click();
    await page.getByTestId('feed-state').filter({ hasText: 'Live:' }).waitFor();
    const sent = await hit(service, workspace.site_key, { t: 'identify', v: 'browser-live-1', u: 'https://www.example.com/pricing', e: 'ada@globex.com', n: 'Ada' }, { ip: IPS.comcast });
    expect(sent.status).toBeLessThan(300);
    const run = await service.admin('POST', '/jobs/run', { job: 'identify', workspace: workspace.id });
    expect(run.status).toBe(200);
    await page.getByTestId('feed').locator('li', { hasText: 'Ada' }).waitFor({ timeout: 5000 });
    await screenshot(page, 'live-feed');
  });

  it('settings: plan usage, onboarding, the demo intent pages; a sync rule created, activated and deleted after confirming', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByTestId('plan-usage').textContent()).toMatch(/accounts this month/);
    expect(await page.getByTestId('onboarding').locator('li').count()).toBe(5);
    const patterns = await page.locator('[data-testid=intent-pages] input[aria-label$=pattern]').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    expect(patterns).toContain('/pricing');
    await page.getByLabel('Rule name').fill('Browser hot leads');
    await page.getByLabel('Minimum intent', { exact: true }).fill('65');
    await page.getByLabel('Rule classification').selectOption('lead');
    await page.getByRole('button', { name: 'Create rule (paused)' }).click();
    const row = page.locator('[data-rule="Browser hot leads"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('paused');
    await row.getByRole('button', { name: 'Activate' }).click();
    await row.getByRole('button', { name: 'Pause' }).waitFor();
    // edit its threshold, preview what it would send, run it (confirmed: contacts cannot be recalled)
    await row.getByLabel('Minimum intent of Browser hot leads').fill('40');
    await row.getByLabel('Minimum intent of Browser hot leads').blur();
    await expect.poll(async () => (await settingsNow()).syncRules.find((r: any) => r.name === 'Browser hot leads')?.min_intent).toBe(40);
    await row.getByRole('button', { name: 'Preview' }).click();
    expect(await page.getByTestId('sync-rule-detail').textContent()).toMatch(/A run now would send \d+ of \d+ matching contacts/);
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Run now' }).click();
    // the demo workspace has no email platform connected: the server's refusal, with its fix, is shown as it says it
    const outcome = page.getByRole('status').filter({ hasText: '"Browser hot leads":' }).or(page.getByRole('alert'));
    await outcome.first().waitFor();
    console.log(`settings: run now → ${await outcome.first().textContent()}`);
    expect(await outcome.first().textContent()).toMatch(/"Browser hot leads": \w+, \d+ sent|not connected/);
    await screenshot(page, 'settings');
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('settings: alert destination, intent pages, enrichment, team and onboarding edited, each change stored', async () => {
    await page.getByLabel('Destination name').fill('Browser alerts');
    await page.getByLabel('Destination URL').fill('http://127.0.0.1:9/browser-alerts');
    await page.getByRole('button', { name: 'Add destination (paused)' }).click();
    const dest = page.locator('[data-destination="Browser alerts"]');
    await dest.getByRole('button', { name: 'Activate' }).click();
    await dest.getByRole('button', { name: 'Pause' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await dest.getByRole('button', { name: 'Delete' }).click();
    await dest.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add a page' }).click();
    const n = await page.locator('[data-testid=intent-pages] .toolbar').count() - 1; // the last row holds the buttons
    await page.getByLabel(`Intent page ${n} pattern`).fill('/browser-demo');
    await page.getByLabel(`Intent page ${n} weight`).fill('2.5');
    await page.getByRole('button', { name: 'Save intent pages' }).click();
    await page.getByRole('status').filter({ hasText: 'Scores recompute on the next run' }).waitFor();
    expect((await settingsNow()).intentPages).toContainEqual({ pattern: '/browser-demo', label: null, score_weight: 2.5 });

    await page.getByLabel('Enrichment page patterns').fill('/pricing, /browser-checkout');
    await page.getByRole('button', { name: 'Save enrichment' }).click();
    await expect.poll(async () => (await settingsNow()).enrichmentConfig.page_patterns).toEqual(['/pricing', '/browser-checkout']);

    await page.getByLabel('Invite e-mail').fill('newhire@browser.example');
    page.once('dialog', (d) => void d.accept()); // the invitation link is shown once
    await page.getByRole('button', { name: 'Invite' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'Invitation link' }).locator('code').textContent()).toMatch(/^http/);
    const invited = page.locator('[data-member="newhire@browser.example"]');
    await invited.getByRole('button', { name: 'Cancel invitation' }).click();
    await invited.waitFor({ state: 'detached' });
    expect((await settingsNow()).team.map((m: any) => m.email)).not.toContain('newhire@browser.example');

    await page.getByLabel('Site domain').fill('browser-demo.example');
    page.once('dialog', (d) => void d.accept()); // claiming clears the verification
    await page.getByRole('button', { name: 'Claim domain' }).click();
    await expect.poll(async () => (await settingsNow()).onboarding.claimed_domain).toBe('browser-demo.example');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'settings-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('made no request to any other origin', () => {
    expect(foreign).toEqual([]);
  });
});
