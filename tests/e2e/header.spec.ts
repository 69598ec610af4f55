import { expect, test } from '@playwright/test';
import { islandsHydrated } from './site';

test.describe('desktop header', () => {
  test('dropdowns open on mouse enter and close on mouse leave', async ({ page }) => {
    await page.goto('/about');
    await islandsHydrated(page);
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
    await islandsHydrated(page);
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
    // The bio's header (its language link differs) replaces this one and hydrates anew: a hover
    // before that is undone by the hydration, which starts every menu closed.
    await islandsHydrated(page);
    const areas = nav.getByRole('button', { name: 'Areas We Serve' });
    await areas.hover();
    await expect(nav.getByRole('link', { name: 'Kent' })).toHaveAttribute('href', '/kent-wa/personal-injury-lawyer');
  });

  test('Practice Areas shows two labelled groups, Injury and Criminal Defense, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/about');
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'Practice Areas' });
    await trigger.hover();
    const injury = nav.getByRole('group', { name: 'Injury' });
    const criminal = nav.getByRole('group', { name: 'Criminal Defense' });
    await expect(injury.getByRole('link', { name: 'Truck Accidents' })).toBeVisible();
    await expect(criminal.getByRole('link', { name: 'DUI Defense' })).toHaveAttribute('href', '/kent-wa/dui-lawyer');
    await expect(injury.getByRole('link')).toHaveCount(8);
    await expect(criminal.getByRole('link')).toHaveCount(7);
    // Side by side at this width: the criminal group's first link level with the injury group's.
    const [injuryBox, criminalBox] = await Promise.all([injury.getByRole('link').first().boundingBox(), criminal.getByRole('link').first().boundingBox()]);
    expect(Math.abs(injuryBox!.y - criminalBox!.y)).toBeLessThan(2);
    expect(criminalBox!.x).toBeGreaterThan(injuryBox!.x + injuryBox!.width - 1);
    await page.mouse.move(640, 780);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard: ArrowDown opens on the first link, Tab walks through both groups in order.
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(injury.getByRole('link', { name: 'Car Accidents' })).toBeFocused();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    await expect(criminal.getByRole('link', { name: 'Criminal Defense Overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(criminal.getByRole('link', { name: 'DUI Defense' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // The menu takes focus once it has opened: wait for that, as the first walk does.
    await expect(injury.getByRole('link', { name: 'Car Accidents' })).toBeFocused();
    for (let step = 0; step < 9; step += 1) await page.keyboard.press('Tab');
    await expect(criminal.getByRole('link', { name: 'DUI Defense' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/kent-wa/dui-lawyer');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DUI');
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
    await islandsHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const trigger = nav.getByRole('button', { name: 'Practice Areas' });
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Truck Accidents' })).toBeVisible();
    await trigger.tap();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
