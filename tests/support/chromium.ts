// Debian's Chromium (installed by .ci/run; CHROME_PATH for another), with the flags this sandbox
// needs, for every browser the tests start: Playwright's projects, the vitest suites that drive a
// page, and Lighthouse.
export const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
