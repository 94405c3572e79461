import { injectionScript } from './site-settings';

describe('injectionScript', () => {
  it('cannot be closed early by the code it carries', () => {
    const script = injectionScript('<script>alert("</script>")</script>\u2028', 'bodyEnd');
    expect(script).not.toContain('</script');
    expect(script).not.toContain('\u2028');
    expect(script).toContain('document.body.appendChild(f)');
  });

  // jsdom does not execute scripts; that they run is checked in a real browser.
  it('inserts the snippet, scripts included, where asked', () => {
    const code = '<meta name="injected" content="1"><script>window.__injected = 1</script>';
    new Function(injectionScript(code, 'head'))();
    expect(document.head.querySelector('meta[name="injected"]')).not.toBeNull();
    expect(document.head.querySelector('script')?.textContent).toBe('window.__injected = 1');

    document.body.innerHTML = '<p id="first"></p>';
    new Function(injectionScript('<div id="start"></div>', 'bodyStart'))();
    new Function(injectionScript('<div id="end"></div>', 'bodyEnd'))();
    expect(document.body.firstElementChild?.id).toBe('start');
    expect(document.body.lastElementChild?.id).toBe('end');
  });
});
