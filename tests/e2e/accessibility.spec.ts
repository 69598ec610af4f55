import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { site } from './site';

// WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe-core can check automatically.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const widths = [375, 1280] as const;

for (const config of site.pages) {
  for (const width of widths) {
    test(`${config.path} at ${width}px: no WCAG 2.2 A/AA violation, no third-party request, reflows`, async ({ page }) => {
      const thirdParty: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== 'localhost') thirdParty.push(request.url());
      });
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
      await page.goto(config.path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`),
      }));
      expect(violations).toEqual([]);
      // Structure beyond the WCAG tags: headings in order, one h1, everything inside a landmark.
      const structure = await new AxeBuilder({ page })
        .withRules(['heading-order', 'page-has-heading-one', 'landmark-one-main', 'region', 'landmark-unique', 'empty-heading'])
        .analyze();
      expect(structure.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(10);
      expect(thirdParty).toEqual([]);
      // Nothing scrolls sideways at 320 px (WCAG 1.4.10), nor at 200% zoom of a 1280 px window.
      await page.setViewportSize({ width: width < 768 ? 320 : 640, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width < 768 ? 320 : 640);
    });
  }
}
