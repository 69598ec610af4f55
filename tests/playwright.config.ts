import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from './support/chromium.ts';
import { pagesDevArgs, pagesDevEnv } from './support/cloudflare-pages.ts';
import { node } from './support/processes.ts';

// A fresh lead database and mail folder per run, shared by the server and the test workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-'));

// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
// The static-host tree (dist/static) under Cloudflare's own runtime: `wrangler pages dev`, as Pages serves it.
const staticPort = Number(process.env.E2E_STATIC_PORT ?? port + 1);
const repo = fileURLToPath(new URL('..', import.meta.url));
process.env.E2E_STATIC_DIR ??= resolve(repo, 'dist/static');
process.env.E2E_WRANGLER_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-wrangler-'));

export default defineConfig({
  testDir: './e2e',
  snapshotPathTemplate: '{testDir}/__snapshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: [/phone\.spec\.ts/, /static-host\.spec\.ts/] },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /phone\.spec\.ts/ },
    // The tests tagged @static-host, against dist/static: no lead endpoint, no Node server there.
    {
      name: 'static-host',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, baseURL: `http://127.0.0.1:${staticPort}` },
      grep: /@static-host/,
    },
  ],
  webServer: [
    {
      // `npm start` with Node 24 however Playwright was started; it builds first if dist/ is not up to date.
      command: `${node} src/server/start.ts`,
      cwd: '..',
      env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, LEAD_RATE_LIMIT: '50/600' },
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Run from a scratch folder, where wrangler keeps its .wrangler state.
      command: ['wrangler', ...pagesDevArgs(process.env.E2E_STATIC_DIR, staticPort)].join(' '),
      cwd: process.env.E2E_WRANGLER_DIR,
      env: pagesDevEnv,
      url: `http://127.0.0.1:${staticPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
