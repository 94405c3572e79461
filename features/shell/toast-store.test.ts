import { dismissToast, resetToasts, toast, TOAST_DEFAULT_TIME, useToastStore } from './toast-store';

const toasts = () => useToastStore.getState().toasts;

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('toast', () => {
  it('takes plain text and fills in the defaults', () => {
    const id = toast('Saved');
    expect(toasts()).toEqual([{ id, text: 'Saved', type: 'neutral', time: TOAST_DEFAULT_TIME, allowClose: true }]);
    expect(TOAST_DEFAULT_TIME).toBe(5000);
  });

  it('removes a toast after its time', () => {
    toast('Default');
    toast({ text: 'Quick', type: 'error', time: 1000 });
    vi.advanceTimersByTime(999);
    expect(toasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts().map((t) => t.text)).toEqual(['Default']);
    vi.advanceTimersByTime(4000);
    expect(toasts()).toEqual([]);
  });

  it('keeps a toast with time 0 until it is dismissed', () => {
    const id = toast({ text: 'Sticky', time: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
    dismissToast(id);
    expect(toasts()).toEqual([]);
  });

  it('replaces a toast with the same id and restarts its timer', () => {
    toast({ id: 'balance', text: 'Low balance' });
    vi.advanceTimersByTime(4000);
    toast({ id: 'balance', text: 'Still low', type: 'fill_for_deposit' });
    vi.advanceTimersByTime(4000);
    expect(toasts()).toEqual([expect.objectContaining({ id: 'balance', text: 'Still low', type: 'fill_for_deposit' })]);
    vi.advanceTimersByTime(1000);
    expect(toasts()).toEqual([]);
  });
});
