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
