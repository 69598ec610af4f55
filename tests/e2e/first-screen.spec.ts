// The critical CSS (src/build/critical-css.ts) lays out every page's first screen as the whole
// stylesheet does: with the stylesheet never arriving, every element in the window stands where it
// stands once it has, at a phone's width and a desktop's. So its arrival after the first paint moves
// nothing the visitor sees (CLS 0).
import { expect, test, type Page } from '@playwright/test';
import { site } from './site';

const windows = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/**
 * Where each element in the window stands, to the pixel: its tag, place in the document and the
 * part of its box inside the window (what lies below it, such as the rest of <main>, may differ).
 */
function firstScreenBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || (box.width === 0 && box.height === 0)) return [];
      const visible = [box.left, box.top, box.right, Math.min(box.bottom, innerHeight)].map(Math.round).join(' ');
      return [`${index} ${element.tagName} ${visible}`];
    }),
  );
}

for (const { width, height } of windows) {
  test(`the first screen at ${width} px needs only the critical CSS`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: { width, height } });
    const critical = await context.newPage();
    await critical.route('**/*.css', (route) => route.abort());
    const whole = await context.newPage();
    for (const { path } of site.pages) {
      await critical.goto(path);
      await whole.goto(path);
      await whole.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')));
      expect(await firstScreenBoxes(critical), path).toEqual(await firstScreenBoxes(whole));
    }
    await context.close();
  });
}
