import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support';

for (const path of ['/', '/gamehall', '/forms/sign_in', '/_icons', '/ar']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the light theme passes too', async ({ page }) => {
  await page.goto('/');
  await page.context().addCookies([{ name: 'theme', value: 'light', url: page.url() }]);
  await page.reload();
  await expectNoSeriousA11yViolations(page);
});
