import { readTheme, themeCookie, THEME_COOKIE } from './theme';

const jar = (value?: string) => ({ get: (name: string) => (name === THEME_COOKIE && value !== undefined ? { value } : undefined) });

describe('readTheme', () => {
  it('returns the stored theme when it is allowed', () => {
    expect(readTheme(jar('light'), ['dark', 'light'], 'dark')).toBe('light');
  });

  it('falls back to the default when nothing is stored', () => {
    expect(readTheme(jar(), ['dark', 'light'], 'dark')).toBe('dark');
  });

  it('falls back to the default when the stored theme is not in the list', () => {
    expect(readTheme(jar('sepia'), ['dark', 'light'], 'dark')).toBe('dark');
    expect(readTheme(jar('light'), ['dark'], 'dark')).toBe('dark');
  });

  it('defaults to dark and light, dark first (SPEC §9)', () => {
    expect(readTheme(jar())).toBe('dark');
    expect(readTheme(jar('light'))).toBe('light');
  });
});

describe('themeCookie', () => {
  it('stores the theme for a year on every path', () => {
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
