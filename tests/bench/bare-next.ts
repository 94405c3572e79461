import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Builds and starts a two-page Next app with the same installed Next, for a baseline: `/` is static
 * (prerendered at build), `/dynamic` reads a cookie and so renders on every request — the bar for
 * our pages, which render per request too (session, CSP nonce).
 */
export async function startBareNext(port: number): Promise<{ origin: string; stop: () => void }> {
  // A separate directory with a hard-linked copy of node_modules (instant, no extra disk): Turbopack
  // refuses a node_modules symlinked from outside its root, and a directory inside this project
  // would pick up the project's proxy.ts.
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  mkdirSync(join(dir, 'app'));
  execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true }));
  writeFileSync(join(dir, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(join(dir, 'app/layout.tsx'), 'export default function L({children}:{children:React.ReactNode}){return <html lang="en"><body>{children}</body></html>}\n');
  writeFileSync(join(dir, 'app/page.tsx'), 'export default function P(){return <main><h1>Hello</h1></main>}\n');
  mkdirSync(join(dir, 'app/dynamic'));
  writeFileSync(
    join(dir, 'app/dynamic/page.tsx'),
    "import { cookies } from 'next/headers';\nexport default async function P(){const theme=(await cookies()).get('theme')?.value??'light';return <main><h1>Hello</h1><p>{theme}</p></main>}\n",
  );
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'preserve', strict: true, skipLibCheck: true, module: 'esnext', moduleResolution: 'bundler', lib: ['dom', 'esnext'], noEmit: true, isolatedModules: true, esModuleInterop: true, incremental: false, allowJs: true, resolveJsonModule: true, plugins: [{ name: 'next' }] }, include: ['**/*.tsx'] }));
  const nextBin = join(dir, 'node_modules/next/dist/bin/next');
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/`);
  return { origin, stop: () => { child.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); } };
}

export async function waitFor(url: string, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${url}`);
}
