// What axe cannot judge on its own. Every page's axe check (WCAG 2.2 A/AA, structure, reflow, at
// a phone's and a desktop's width) is pages.spec.ts's, in the one visit each page gets.
import { expect, test } from '@playwright/test';
import { islandsHydrated } from './site';

/** WCAG relative luminance of an sRGB colour given as 0–255 channels. */
const luminance = ([r, g, b]: number[]) => {
  const [lr, lg, lb] = [r!, g!, b!].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
};

// axe cannot judge text over a gradient (it reports it as "needs review"), so this measures it:
// each text's colour against the lightest pixel of the painted gradient behind it.
test('text over the red and dark gradients meets AA contrast', async ({ browser }) => {
  // The measuring style sheet is the test's own, not the site's: let it past the page's CSP.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  for (const path of ['/', '/kent-wa/car-accident-lawyer', '/lawyers/marisol-vega', '/kent-wa/wrongful-death-lawyer']) {
    await page.goto(path);
    await islandsHydrated(page);
    await page.evaluate(() => document.fonts.ready);
    // Each painted section with its texts, their boxes in the section's own pixels.
    const sections = await page.evaluate(() => {
      // Tailwind's colours are oklch(): let a canvas turn them into sRGB channels.
      const canvas = new OffscreenCanvas(1, 1).getContext('2d')!;
      const rgb = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const painted = (element: Element) => {
        const style = getComputedStyle(element);
        return style.backgroundImage !== 'none' || !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor);
      };
      return [...document.querySelectorAll('.hero-gradient, .banner-art')].map((section) => {
        const area = section.getBoundingClientRect();
        const texts = [...section.querySelectorAll('*')]
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
          .filter((element) => {
            for (let node: Element | null = element; node; node = node.parentElement) if (painted(node)) return node === section;
            return false;
          })
          .map((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
            return {
              text: element.textContent!.trim().slice(0, 40),
              color: rgb(style.color),
              large,
              box: { x: box.x - area.x, y: box.y - area.y, width: box.width, height: box.height },
            };
          });
        return { box: { x: area.x + scrollX, y: area.y + scrollY, width: area.width, height: area.height }, texts };
      });
    });
    expect(sections.flatMap((section) => section.texts).length).toBeGreaterThan(2);
    // Paint the backgrounds alone, then sample them under each text.
    await page.addStyleTag({
      content:
        '* { color: transparent !important; text-shadow: none !important; } svg, img, input, select, textarea, button, a { visibility: hidden !important; }',
    });
    // One shot of each painted section (a shot per text took most of this test's time; one of the
    // whole page, mostly other sections, most of the rest), sampled under each of its texts.
    for (const section of sections) {
      const shot = await page.screenshot({ fullPage: true, clip: section.box });
      const lightest = await page.evaluate(
        async ({ png, width, boxes }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          // Device pixels per CSS pixel.
          const scale = image.width / width;
          return boxes.map((box) => {
            const [x, y, boxWidth, boxHeight] = [box.x, box.y, box.width, box.height].map((value) => value * scale) as [number, number, number, number];
            const { data } = context.getImageData(Math.floor(x), Math.floor(y), Math.max(1, Math.ceil(boxWidth)), Math.max(1, Math.ceil(boxHeight)));
            let best = [0, 0, 0];
            let bestSum = -1;
            for (let index = 0; index < data.length; index += 4) {
              const sum = data[index]! + data[index + 1]! + data[index + 2]!;
              if (sum > bestSum) [bestSum, best] = [sum, [data[index]!, data[index + 1]!, data[index + 2]!]];
            }
            return best;
          });
        },
        { png: shot.toString('base64'), width: section.box.width, boxes: section.texts.map((text) => text.box) },
      );
      for (const [index, text] of section.texts.entries()) {
        const [light, dark] = [luminance(text.color), luminance(lightest[index]!)].sort((a, b) => b - a) as [number, number];
        const ratio = (light + 0.05) / (dark + 0.05);
        expect(ratio, `${path}: "${text.text}" on ${lightest[index]}`).toBeGreaterThanOrEqual(text.large ? 3 : 4.5);
      }
    }
  }
  await context.close();
});
