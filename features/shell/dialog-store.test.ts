// @vitest-environment jsdom
import { DIALOG_PRIORITY, useDialogStore } from './dialog-store';
import { isScrollLocked } from './scroll-lock';

const store = () => useDialogStore.getState();
const openIds = () => store().stack.map((e) => e.id);

beforeEach(() => {
  useDialogStore.setState({ stack: [], queued: [], holds: [] });
  document.body.removeAttribute('style');
});

describe('useDialogStore', () => {
  it('opens dialogs on a stack with their props and options', () => {
    store().open('auth', { view: 'registration' }, { type: 'popup' });
    store().open('confirm-email', {}, { type: 'confirm' });
    expect(openIds()).toEqual(['auth', 'confirm-email']);
    expect(store().stack[0]).toMatchObject({ props: { view: 'registration' }, type: 'popup' });
  });

  it('re-opening an id replaces it instead of stacking twice', () => {
    store().open('auth', { view: 'authorization' });
    store().open('auth', { view: 'restore' });
    expect(store().stack).toHaveLength(1);
    expect(store().stack[0]?.props).toEqual({ view: 'restore' });
  });

  it('closes the topmost dialog when no id is given', async () => {
    store().open('a');
    store().open('b');
    await expect(store().close()).resolves.toBe(true);
    expect(openIds()).toEqual(['a']);
  });

  it('keeps a preventClose dialog open unless forced', async () => {
    store().open('social-registration', {}, { preventClose: true });
    await expect(store().close('social-registration')).resolves.toBe(false);
    expect(openIds()).toEqual(['social-registration']);
    await expect(store().close('social-registration', { force: true })).resolves.toBe(true);
    expect(openIds()).toEqual([]);
  });

  it('awaits the before-close hook and stays open when it answers false', async () => {
    let answer = false;
    const beforeClose = vi.fn(async () => answer);
    store().open('wheel', {}, { beforeClose });
    await expect(store().close('wheel')).resolves.toBe(false);
    expect(openIds()).toEqual(['wheel']);

    answer = true;
    await expect(store().close('wheel')).resolves.toBe(true);
    expect(openIds()).toEqual([]);
    expect(beforeClose).toHaveBeenCalledTimes(2);
  });

  it('runs the hook once for overlapping closes and skips it when forced', async () => {
    const beforeClose = vi.fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10)));
    store().open('a', {}, { beforeClose });
    await Promise.all([store().close('a'), store().close('a')]);
    expect(beforeClose).toHaveBeenCalledTimes(1);

    store().open('b', {}, { beforeClose });
    await store().close('b', { force: true });
    expect(beforeClose).toHaveBeenCalledTimes(1);
  });

  it('queues dialogs to open one after another', async () => {
    store().queue('confirm-email');
    store().queue('unseen-cashback');
    store().queue('campaign', { sysname: 'welcome' });
    expect(openIds()).toEqual(['confirm-email']);

    await store().close('confirm-email');
    expect(openIds()).toEqual(['unseen-cashback']);
    await store().close();
    expect(store().stack).toEqual([expect.objectContaining({ id: 'campaign', props: { sysname: 'welcome' } })]);
    await store().close();
    expect(openIds()).toEqual([]);
  });

  it('drops a queued dialog closed before its turn', async () => {
    store().open('auth');
    store().queue('campaign');
    await expect(store().close('campaign')).resolves.toBe(false);
    await store().close('auth');
    expect(openIds()).toEqual([]);
  });

  it('locks page scroll while any dialog is open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    store().open('a');
    store().open('b');
    expect(isScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    await store().close('a');
    expect(document.body.style.overflow).toBe('hidden');
    await store().close('b');
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('pads the body by the scrollbar width it hides', async () => {
    const clientWidth = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    store().open('a');
    expect(document.body.style.paddingRight).toBe('15px');
    await store().close('a');
    expect(document.body.style.paddingRight).toBe('');
    clientWidth.mockRestore();
  });

  it('opens queued dialogs by priority lane, first in first out within a lane (SPEC §4 follow-ups before campaigns)', async () => {
    store().open('auth');
    store().queue('campaign', {}, { priority: DIALOG_PRIORITY.campaign });
    store().queue('other');
    store().queue('unseen-cashback', {}, { priority: DIALOG_PRIORITY.unseenCashback });
    store().queue('confirm-email', {}, { priority: DIALOG_PRIORITY.confirmEmail });
    expect(store().queued.map((e) => e.id)).toEqual(['confirm-email', 'unseen-cashback', 'campaign', 'other']);
    const order: string[] = [];
    while (store().stack.length) {
      await store().close(undefined, { force: true });
      if (store().stack[0]) order.push(store().stack[0]!.id);
    }
    expect(order).toEqual(['confirm-email', 'unseen-cashback', 'campaign', 'other']);
  });

  it('a hold keeps queued dialogs back until released, then the highest priority opens first', () => {
    const release = store().hold('registration');
    store().queue('campaign', {}, { priority: DIALOG_PRIORITY.campaign }); // e.g. a route re-check during sign-up
    expect(openIds()).toEqual([]);
    store().queue('confirm-email', {}, { priority: DIALOG_PRIORITY.confirmEmail });
    release();
    release(); // twice: no effect
    expect(openIds()).toEqual(['confirm-email']);
    expect(store().queued.map((e) => e.id)).toEqual(['campaign']);
    expect(store().holds).toEqual([]);
  });
});
