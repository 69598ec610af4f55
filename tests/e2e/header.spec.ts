import { expect, test } from '@playwright/test';

test.describe('desktop header', () => {
  test('dropdowns open on mouse enter and close on mouse leave', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'Practice Areas' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Truck Accidents' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Truck Accidents' })).toBeHidden();
  });

  test('dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const team = nav.getByRole('button', { name: 'Team' });
    await team.focus();
    await page.keyboard.press('Enter');
    await expect(team).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(team).toHaveAttribute('aria-expanded', 'false');
    await expect(team).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Daniel Whitfield' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/lawyers/daniel-whitfield');
    const areas = nav.getByRole('button', { name: 'Areas We Serve' });
    await areas.hover();
    await expect(nav.getByRole('link', { name: 'Kent' })).toHaveAttribute('href', '/kent-wa/personal-injury-lawyer');
  });

  test('Home links to /#home', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home');
  });
});

test.describe('header on a touch screen wide enough for the dropdowns', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  // A tap sends pointer and mouse enter events before its click: hover must not open the menu the
  // click then closes.
  test('a tap opens a dropdown and a second tap closes it', async ({ page }) => {
    await page.goto('/about');
    await page.waitForFunction(() => document.querySelector('[data-island="site-header"][data-hydrated]') !== null);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'Practice Areas' });
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Truck Accidents' })).toBeVisible();
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
