// @vitest-environment jsdom
import { headInjectionScript } from './site-settings';

describe('headInjectionScript', () => {
  it('cannot be closed early by the code it carries', () => {
    const script = headInjectionScript('<script>alert("</script>")</script>\u2028');
    expect(script).not.toContain('</script');
    expect(script).not.toContain('\u2028');
  });

  // jsdom does not execute scripts; that they run was checked in Chromium against a production build.
  it('appends the snippet, scripts included, to the head', () => {
    const code = '<meta name="injected" content="1"><script>window.__injected = 1</script>';
    new Function(headInjectionScript(code))();
    expect(document.head.querySelector('meta[name="injected"]')).not.toBeNull();
    expect(document.head.querySelector('script')?.textContent).toBe('window.__injected = 1');
  });
});
