// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The demo chat widget (/nfx/chat/demo.js) as a browser runs it: the served script in a document.
const SCRIPT = readFileSync(join(import.meta.dirname, 'demo-widget.js'), 'utf8');

type DemoChat = { open(): void; close(): void; clear(): void; destroy(): void; setUser(user: { uid: number; name?: string; email?: string }): void };
const chat = () => (window as unknown as { DemoChat: DemoChat }).DemoChat;

let history: { id: number; author: 'visitor' | 'agent'; text: string; created: string }[];
beforeEach(() => {
  history = [];
  document.documentElement.lang = 'en-US';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: history }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  window.eval(SCRIPT);
});
afterEach(() => {
  chat()?.destroy();
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('demo chat widget', () => {
  it('the messages are a list inside the live log region (each item has its list), so axe finds no list violations', async () => {
    history = [
      { id: 1, author: 'visitor', text: 'Hello', created: '2026-01-01T00:00:00Z' },
      { id: 2, author: 'agent', text: 'Hi, the support team here.', created: '2026-01-01T00:00:01Z' },
    ];
    chat().open();
    await vi.waitFor(() => expect(document.querySelectorAll('[data-author]')).toHaveLength(2));
    const log = document.querySelector('[role="log"]')!;
    expect(log).not.toBeNull();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.tagName).not.toMatch(/^(OL|UL)$/); // role=log on a list takes its list semantics away
    const list = log.querySelector('ol, ul')!;
    expect(list).not.toBeNull();
    expect(list.hasAttribute('role')).toBe(false);
    for (const item of document.querySelectorAll('#demo-chat li')) expect(item.parentElement).toBe(list);
    expect([...list.children].map((li) => [li.getAttribute('data-author'), li.textContent])).toEqual([
      ['visitor', 'Hello'],
      ['agent', 'Hi, the support team here.'],
    ]);

    const result = await axe.run(document.getElementById('demo-chat')!, { runOnly: { type: 'rule', values: ['listitem', 'list', 'aria-allowed-role', 'aria-required-children', 'aria-required-parent'] } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('the empty conversation says so as an item of the same list; a new message replaces it', async () => {
    chat().open();
    await settle();
    const log = document.querySelector('[role="log"]')!;
    expect(log.querySelectorAll('li')).toHaveLength(1);
    expect(log.textContent).toContain('Ask us anything');
    expect((await axe.run(document.getElementById('demo-chat')!, { runOnly: { type: 'rule', values: ['listitem', 'list'] } })).violations).toEqual([]);

    history = [{ id: 3, author: 'agent', text: 'Welcome back', created: '2026-01-01T00:00:02Z' }];
    chat().setUser({ uid: 7, name: 'Ann' });
    await vi.waitFor(() => expect(log.querySelectorAll('li[data-author="agent"]')).toHaveLength(1));
    expect(log.textContent).not.toContain('Ask us anything');
    expect(document.querySelector('[data-chat-identity]')!.textContent).toBe('Signed in as Ann');
  });
});
