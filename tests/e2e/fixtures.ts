// The journeys' `test`: Playwright's, with every page's goto() and reload() returning once the page
// has hydrated. The site paints before its framework scripts load (docs/decisions/0043), so the
// document's load event comes before hydration; a click in between would reach a button React
// does not handle yet. Pages that are not the site's (the demo payment window, JSON, a game's
// frame document) have no paint-first loader and are not waited for.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

const patched = new WeakSet<Page>();

/** Waits until the site's page is hydrated (`<html data-hydrated>`); a navigation in between ends the wait. */
export async function hydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !('__pf' in window) || document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 20_000 })
    .catch(() => undefined); // navigated away, closed, or slow: the test's own expectations decide
}

function patchPage(page: Page) {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

function patchContext(context: BrowserContext) {
  context.pages().forEach(patchPage);
  context.on('page', patchPage);
}

export const test = base.extend<object, object>({
  context: async ({ context }, provide) => {
    patchContext(context);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        patchContext(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});
