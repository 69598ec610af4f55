// Debian's Chromium (CHROME_PATH to use another) with the flags this sandbox needs, for the tools
// that drive it through playwright-core outside the Playwright test runner (the QA gallery, the
// interaction bench). The same flags as tests/playwright.config.ts.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

export const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Launch options for playwright-core's `chromium.launch`; a clear error when there is no Chromium. */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: \`apt-get install chromium\`, or set CHROME_PATH to another Chromium.`);
  }
  return { executablePath, args: chromiumFlags };
}
