import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteScroll } from './route-scroll';

let pathname = '/offers';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('RouteScroll', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    document.body.innerHTML = '<header style="height:64px"></header><section id="terms"></section>';
    vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue({ height: 64 } as DOMRect);
    vi.spyOn(document.getElementById('terms')!, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
  });
  afterEach(() => {
    scrollTo.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('scrolls smoothly to a hash target, below the header', () => {
    window.history.replaceState(null, '', '/offers#terms');
    render(<RouteScroll />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 64, behavior: 'smooth' });
  });

  it('leaves the first load alone and goes to the top on a new page', () => {
    pathname = '/offers';
    const { rerender } = render(<RouteScroll />);
    expect(scrollTo).not.toHaveBeenCalled();
    pathname = '/tournaments';
    rerender(<RouteScroll />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
