import { render } from '@testing-library/react';
import { CustomCode, FaviconLinks } from './site-settings';

const items = [
  { isEnabled: true, position: 'head' as const, code: '<meta name="verify" content="x">' },
  { isEnabled: true, position: 'bodyStart' as const, code: '<noscript><iframe src="https://tags.example/ns"></iframe></noscript>' },
  { isEnabled: false, position: 'bodyEnd' as const, code: '<div id="off"></div>' },
  { isEnabled: true, code: '<div id="chat-widget"></div>' },
];

describe('CustomCode', () => {
  it('renders body code as server HTML at its position, enabled items only', () => {
    const { container } = render(
      <>
        <CustomCode items={items} position="bodyStart" />
        <CustomCode items={items} position="bodyEnd" />
      </>,
    );
    expect(container.querySelector('[data-custom-code="bodyStart"] noscript')).not.toBeNull();
    expect(container.querySelector('[data-custom-code="bodyEnd"] #chat-widget')).not.toBeNull();
    expect(container.querySelector('#off')).toBeNull();
  });

  it("gives the page's CSP nonce to the injecting script and to every script of the code", () => {
    const scripts = [{ isEnabled: true, position: 'bodyEnd' as const, code: '<script src="https://tags.example/t.js"></script><SCRIPT>window.x=1</SCRIPT><script nonce="own">1</script>' }];
    const { container } = render(
      <>
        <CustomCode items={[...items, { isEnabled: true, position: 'head' as const, code: '<script>1</script>' }]} position="head" nonce="abc123==" />
        <CustomCode items={scripts} position="bodyEnd" nonce="abc123==" />
      </>,
    );
    const head = container.querySelector('script')!;
    expect(head.getAttribute('nonce')).toBe('abc123==');
    expect(head.textContent).toMatch(/(<|\\u003c)script nonce=\\"abc123==\\"/);
    const body = [...container.querySelectorAll('[data-custom-code="bodyEnd"] script')].map((s) => s.getAttribute('nonce'));
    expect(body).toEqual(['abc123==', 'abc123==', 'own']);
  });

  it('renders head code as an injecting inline script, and nothing when there is none', () => {
    const { container } = render(<CustomCode items={items} position="head" />);
    expect(container.querySelector('script')?.textContent).toContain('verify');
    const empty = render(<CustomCode items={[]} position="head" />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});

describe('FaviconLinks', () => {
  it('renders one icon link per configured favicon with its sizes', () => {
    render(<FaviconLinks favicon={{ favicon32: '/f32.png', appleTouch180: '/apple.png' }} />);
    const links = [...document.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('sizes'), l.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['icon', '32x32', '/f32.png'],
        ['apple-touch-icon', '180x180', '/apple.png'],
      ]),
    );
  });
});
