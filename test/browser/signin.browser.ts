// Signing in at a configured identity provider in a real browser (issue 15 point 3): "Sign in" goes
// to /auth/login, the (fake, loopback) OpenID provider signs the user in and sends the browser back
// with a code, the service exchanges it (PKCE) and hands the session over in the fragment; the app
// takes it off the address bar and opens the accounts screen. Sign out does not sign in again. The
// only other origin the browser visits is the provider's, by top-level navigation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { startTestServer, type TestService } from '../helpers/server.js';
import { FakeIdp } from '../helpers/fakeIdp.js';
import { createWorkspaceService } from '../../subgraphs/accounts/workspaces/workspace.service.js';
import { launchChromium, openPage, screenshot } from './browser.js';

let idp: FakeIdp;
let service: TestService;
let browser: Browser;
let page: Page;
let foreign: string[];
let closePage: () => Promise<void>;

beforeAll(async () => {
  execFileSync('npx', ['tsx', 'scripts/build-web.ts'], { stdio: 'inherit' }); // only when sources changed
  idp = new FakeIdp();
  await idp.start();
  service = await startTestServer({ env: idp.env() });
  const ws = await createWorkspaceService(service.rt).create({ name: 'Browser IdP Co' });
  idp.claims = { sub: 'idp-user-1', wid: ws.id, role: 'owner', email: 'grace@idp.example' };
  browser = await launchChromium();
  ({ page, foreign, close: closePage } = await openPage(browser, service.url));
});
afterAll(async () => {
  await closePage?.();
  await browser?.close();
  await service?.stop();
  idp?.server.close();
});

describe('sign-in at the identity provider', () => {
  it('signs in through the provider and lands on the accounts screen', async () => {
    await page.goto(`${service.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    expect(page.url()).toBe(`${service.url}/#/accounts`);
    expect(await page.locator('.who').textContent()).toBe('grace@idp.example');
    expect(idp.problems).toEqual([]);
    await screenshot(page, 'signed-in-idp');
  });

  it('signs out for good, and explains a refused sign-in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Signal' }).waitFor();
    idp.audience = 'another-service';
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not valid for this workspace');
    expect(await page.getByRole('heading', { name: 'Accounts' }).count()).toBe(0);
  });

  it('visited no origin but the service and the provider', () => {
    expect(foreign.filter((u) => new URL(u).origin !== idp.url)).toEqual([]);
    expect(foreign.length).toBeGreaterThan(0); // the provider's page was visited
  });
});
