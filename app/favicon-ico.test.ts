import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A page without <link rel="icon"> (the /_icons sprite, the global error page, the last-resort 404)
// and tools that never read the HTML ask for /favicon.ico: public/favicon.ico answers them with the
// site's own favicon (public/images/favicon/favicon-16.png and -32.png as PNG entries), never a 404.
const file = (path: string) => readFileSync(join(process.cwd(), 'public', path));

describe('/favicon.ico', () => {
  it('is an icon holding the site favicon at 16 and 32 pixels', () => {
    const ico = file('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // reserved, type 1 = icon
    const count = ico.readUInt16LE(4);
    const entries = Array.from({ length: count }, (_, i) => {
      const at = 6 + i * 16;
      const size = ico.readUInt32LE(at + 8);
      const offset = ico.readUInt32LE(at + 12);
      return { width: ico[at]!, height: ico[at + 1]!, image: ico.subarray(offset, offset + size) };
    });
    expect(entries.map((e) => [e.width, e.height])).toEqual([
      [16, 16],
      [32, 32],
    ]);
    expect(entries[0]!.image.equals(file('images/favicon/favicon-16.png'))).toBe(true);
    expect(entries[1]!.image.equals(file('images/favicon/favicon-32.png'))).toBe(true);
  });
});
