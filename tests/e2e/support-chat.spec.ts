import { expect, type Page, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './support';
import { createPlayerElsewhere, type Player, signInByForm } from './players';
import { devHeaders } from './dev-token';

// Support: the chat (demo provider by default, a provider stand-in through the dev settings switch) and the contact form.

const chatScriptRequests = (page: Page, pattern: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
};

/** A new player of this test, signed in by the form on this page (a guest's until then). */
async function signIn(page: Page): Promise<Player> {
  const player = await createPlayerElsewhere(page.context().browser()!, { prefix: 'chat' });
  await signInByForm(page, player);
  return player;
}

async function signOut(page: Page) {
  await page.locator('header').first().getByRole('button', { name: 'Sign out', includeHidden: true }).click();
  await expect(page.locator('header').first().getByRole('link', { name: 'Sign in' })).toBeVisible();
}

test.describe.serial('support chat', () => {
  test.describe.configure({ timeout: 90_000 });
  test('nothing of the chat loads with the page; the first interaction loads it once', async ({ page }) => {
    const requests = chatScriptRequests(page, /\/nfx\/chat\/demo\.js/);
    await page.goto('/', { waitUntil: 'load' });
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => 'DemoChat' in window)).toBe(false);

    await page.mouse.move(200, 200);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    await page.mouse.move(300, 300);
    await page.keyboard.press('Tab');
    expect(requests).toHaveLength(1);

    // a visitor writes; the demo agent answers and the message is queued to the team
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    const text = `Is the welcome bonus still on? ${Date.now()}`;
    await chat.getByLabel('Your message').fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log').getByText(text)).toBeVisible();
    await expect(chat.getByRole('log').getByText(/support team/).first()).toBeVisible();
    const outbox = (await (await page.request.get('/api/dev/outbox?to=support@localhost', { headers: devHeaders })).json()).data as { template: string; body: string }[];
    expect(outbox.find((m) => m.template === 'support-chat' && m.body.includes(text))).toBeTruthy();
  });

  test('without any interaction the chat still loads, a second after the page', async ({ page }) => {
    const requests = chatScriptRequests(page, /\/nfx\/chat\/demo\.js/);
    await page.goto('/promotions', { waitUntil: 'load' });
    await expect.poll(() => requests.length, { timeout: 5_000 }).toBe(1);
    await expect(page.locator('#demo-chat')).toBeVisible();
  });

  test('carries the player after sign-in, forgets the conversation after sign-out', async ({ page }) => {
    const player = await signIn(page);
    await page.mouse.move(100, 100);
    const root = page.locator('#demo-chat');
    await expect(root).toHaveAttribute('data-uid', /^[1-9]\d*$/);
    expect(await page.evaluate(() => (window as unknown as { DemoChat: { getUser(): { email: string } } }).DemoChat.getUser().email)).toBe(player.login);

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat.getByText(`Signed in as ${player.login}`)).toBeVisible();
    const text = `Where is my cashback? ${Date.now()}`;
    await chat.getByLabel('Your message').fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('log').getByText(text)).toBeVisible();
    await chat.getByRole('button', { name: 'Close chat' }).click();

    await signOut(page);
    await expect(root).toHaveAttribute('data-uid', '0');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(chat.getByText(/Signed in as/)).toHaveCount(0);
    await expect(chat.getByRole('log').getByText(text)).toHaveCount(0);
  });

  test('the badge hides on betting and game pages, and sits 5rem up on phones', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto('/', { waitUntil: 'load' });
    await page.mouse.move(50, 50);
    const root = page.locator('#demo-chat');
    await expect(root).toBeVisible();
    await expect.poll(() => root.evaluate((el) => (el as HTMLElement).style.bottom)).toBe('5rem');
    await page.goto('/betting', { waitUntil: 'load' });
    await page.mouse.move(60, 60);
    await expect.poll(() => page.evaluate(() => 'DemoChat' in window)).toBe(true);
    await expect(root).toBeHidden();
    await page.goto('/pt-BR/game/sun-temple-riches', { waitUntil: 'load' });
    await page.mouse.move(70, 70);
    await expect.poll(() => page.evaluate(() => 'DemoChat' in window)).toBe(true);
    await expect(root).toBeHidden();
    await phone.close();
  });

  test('a provider configured by the CMS loads through its adapter (JivoSite stand-in): identity, then history cleared on sign-out', async ({ page }) => {
    const set = (settings: unknown) => page.request.post('/api/dev/support/settings', { data: settings, headers: devHeaders });
    expect((await set({ chat: 'jivoSite', jivoSite: { id: 'e2e', src: '/nfx/chat/standin/jivoSite.js' } })).ok()).toBe(true);
    try {
      const calls = () => page.evaluate(() => (window as unknown as { __chatStandin?: { calls: unknown[][] } }).__chatStandin?.calls ?? []);
      await page.goto('/', { waitUntil: 'load' });
      expect(await calls()).toEqual([]);
      await page.mouse.move(10, 10);
      await expect.poll(calls).toContainEqual(['jivo_api.setContactInfo', { name: '', email: 'none', phone: '' }]);

      const player = await signIn(page);
      await page.mouse.move(20, 20);
      await expect.poll(calls).toContainEqual(['jivo_api.setContactInfo', { name: '', email: player.login, phone: '' }]);
      await signOut(page);
      await expect.poll(calls).toContainEqual(['jivo_api.clearHistory']);
      const all = await calls();
      const cleared = all.findIndex((c) => c[0] === 'jivo_api.clearHistory');
      expect(all.slice(cleared + 1)).toEqual([
        ['jivo_api.setContactInfo', { name: '', email: 'none', phone: '' }],
        ['jivo_api.setCustomData', [{ title: 'uid', content: '0' }, { title: 'lang', content: 'en' }]],
      ]);
    } finally {
      await set({});
    }
  });
});

test.describe('support page', () => {
  test('the contact form reaches the support team through the outbox', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open the chat' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Write to us' });

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

    const subject = `Pending withdrawal ${Date.now()}`;
    await form.getByLabel('Your name').fill('Ana Souza');
    await form.getByLabel('E-mail').fill('ana.souza@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('My withdrawal has been pending since Monday. Can you check it?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thanks! Your message reached our support team; we answer by e-mail.')).toBeVisible();

    const outbox = (await (await page.request.get('/api/dev/outbox?to=support@localhost', { headers: devHeaders })).json()).data as { template: string; subject: string; body: string }[];
    const mail = outbox.find((m) => m.subject === `[Support] ${subject}`);
    expect(mail?.template).toBe('support-feedback');
    expect(mail?.body).toContain('From: Ana Souza <ana.souza@example.com>');
    await expectNoSeriousA11yViolations(page);
  });

  test('the chat button opens the chat window', async ({ page }) => {
    await page.goto('/es-ES/support', { waitUntil: 'load' });
    // clicked at once, before the lazily mounted chat knows the visitor: it waits for it, never "unavailable"
    await page.getByRole('button', { name: 'Abrir el chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Chat de soporte' })).toBeVisible();
    await expect(page.getByText('El chat no está disponible ahora')).toHaveCount(0);
  });
});
