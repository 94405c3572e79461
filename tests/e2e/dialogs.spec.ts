import { expect, test } from './fixtures';

test('a campaign popup opens from ?popup=, closes on Escape and leaves the URL clean', async ({ page }) => {
  await page.goto('/promotions?popup=welcome&x=1');
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promotions\?x=1$/);
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the overlay closes a popup', async ({ page }) => {
  await page.goto('/?popup=welcome');
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('prevent_close=1 makes the popup non-closable', async ({ page }) => {
  await page.goto('/?popup=welcome&prevent_close=1');
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /close/i })).toHaveCount(0);
});

test('a queued popup opens after the one in front closes', async ({ page }) => {
  await page.goto('/?show_popup_auth=1&popup=welcome');
  const auth = page.getByRole('dialog').first();
  await expect(auth).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('#popup-preview shows the popup as a preview', async ({ page }) => {
  await page.goto('/?popup=welcome#popup-preview');
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toContainText(/preview/i);
});

test('a promotion card’s "Learn more" opens the promotion detail (SPEC §2); without JavaScript its link renders the detail on the server', async ({ page }) => {
  await page.goto('/promotions');
  const cashback = page.getByRole('link', { name: 'Learn more: Weekly cashback' });
  await expect(cashback).toHaveAttribute('href', '/promotions?promotion=weekly-cashback');
  await cashback.click();
  const dialog = page.getByRole('dialog', { name: 'Weekly cashback' });
  await expect(dialog).toContainText('Every Monday you get back up to 15%');
  await expect(dialog.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/gamehall');
  await expect(page).toHaveURL(/\/promotions$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cashback).toBeFocused();

  // a platform promotion, by keyboard; the overlay closes it; its call to action is the card's own
  const welcome = page.getByRole('link', { name: 'Learn more: Welcome bonus' });
  await welcome.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: 'Welcome bonus' });
  await expect(detail).toContainText('Wager the bonus 35 times within 30 days');
  await expect(detail.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/offers');
  await page.mouse.click(5, 5);
  await expect(detail).toBeHidden();
  await expect(welcome).toBeFocused();

  // no JavaScript, crawlers: the link's own URL answers the detail in the server's HTML
  const plain = await (await page.request.get('/promotions')).text();
  expect(plain).not.toContain('id="promotion-detail"');
  const html = await (await page.request.get('/promotions?promotion=weekly-cashback')).text();
  expect(html).toContain('id="promotion-detail"');
  expect(html).toContain('Every Monday you get back up to 15%');

  // right to left in Arabic: the close button sits at the title's start (the left)
  await page.goto('/ar/promotions');
  await page.getByRole('link', { name: 'اعرف المزيد: استرداد نقدي أسبوعي' }).click();
  const arabic = page.getByRole('dialog', { name: 'استرداد نقدي أسبوعي' });
  await expect(arabic).toContainText('كل يوم إثنين');
  const close = (await arabic.getByRole('button', { name: 'إغلاق' }).boundingBox())!;
  const title = (await arabic.getByRole('heading', { name: 'استرداد نقدي أسبوعي' }).boundingBox())!;
  expect(close.x).toBeLessThan(title.x);
  await page.keyboard.press('Escape');
  await expect(arabic).toBeHidden();
});
