// Lighthouse 13 in Debian's Chromium: the default config (mobile, simulated throttling), four
// categories, one JSON report kept per run.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '../support/chromium.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Run {
  scores: Record<(typeof categories)[number], number>;
  /** SEO without the crawlability audit, which a noindex page fails by design (issue 5 exempts it). */
  seoExceptCrawlable: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

/** Debian's Chromium, or CHROME_PATH; a clear error when there is none. */
export function chromiumPath(): string {
  const path = chromium.executablePath;
  if (!existsSync(path)) {
    throw new Error(`Lighthouse needs Chromium at ${path}: \`apt-get install chromium\`, or set CHROME_PATH to another Chromium.`);
  }
  return path;
}

/** Chromium with a fresh profile, which chrome-launcher creates and deletes itself. */
export function launchChrome(port: number) {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromium.args, port });
}

/** One Lighthouse run of `url` in the Chromium listening on `port`; the report goes to `reportFile`. */
export async function audit(url: string, port: number, reportFile: string, attempt = 1): Promise<{ run: Run; settings: string }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // A lost trace (NO_NAVSTART) happens now and then on a loaded machine: the page is not at fault.
    if (attempt < 3) return audit(url, port, reportFile, attempt + 1);
    throw new Error(`Lighthouse could not load ${url} in 3 attempts: ${lhr.runtimeError.message}`);
  }
  await writeFile(reportFile, result.report as string);

  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: Lighthouse gave no value for ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return value;
  };
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const transfer = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

  // Lighthouse's own weighting (a weighted mean of the scored audits), minus one audit.
  const seoRefs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
  const seoExceptCrawlable = Math.round((seoRefs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score as number), 0) / seoWeight) * 100);

  const { formFactor, throttlingMethod } = lhr.configSettings;
  return {
    run: {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      seoExceptCrawlable,
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: transfer('script'),
      totalBytes: transfer('total'),
    },
    settings: `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, ${throttlingMethod} throttling, Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'}`,
  };
}
