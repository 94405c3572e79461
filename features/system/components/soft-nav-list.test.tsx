import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SoftNavList } from './soft-nav-list';

const router = { push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const DEMO = '/game/sun-temple?mode=demo';
const list = () =>
  render(
    <SoftNavList>
      <li>
        <a href={DEMO}>
          <span>Sun Temple</span>
        </a>
      </li>
      <li>
        <a href="https://elsewhere.example/x">Away</a>
      </li>
    </SoftNavList>,
  );

describe('SoftNavList', () => {
  beforeEach(() => vi.clearAllMocks());

  it('turns a plain click on an in-site link into a client-side navigation and prefetches on hover', () => {
    list();
    fireEvent.pointerOver(screen.getByText('Sun Temple'));
    expect(router.prefetch).toHaveBeenCalledWith('/game/sun-temple?mode=demo');
    const click = fireEvent.click(screen.getByText('Sun Temple'));
    expect(click).toBe(false); // default prevented
    expect(router.push).toHaveBeenCalledWith('/game/sun-temple?mode=demo');
  });

  it('leaves modified clicks and links to other sites to the browser', () => {
    list();
    expect(fireEvent.click(screen.getByText('Sun Temple'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('Away'))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
