import { loadLocales, loadMessages } from '@/lib/i18n';
import { messagesVersion, precompileMessages } from '@/lib/i18n/precompile';

const NAMESPACE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_NAMESPACES = 32;

const invalid = (field: string, message: string) =>
  Response.json({ error: { type: 'InvalidParameterException', error_data: { [field]: [message] } } }, { status: 400, headers: { 'cache-control': 'no-store' } });

/**
 * `GET /i18n/{locale}.json?ns=A,B&v={version}`: namespaces of the compiled dictionary that pages
 * leave out of their HTML and a browser loads when it first needs them (a dialog opening:
 * features/shell LazyMessages). The answer for the current version is immutable (a copy change
 * makes a new version, hence a new URL); an older or missing version gets today's copy, not kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = /^(.+)\.json$/.exec(file)?.[1];
  const { locales } = await loadLocales();
  if (!locale || !locales.some((l) => l.code === locale)) return invalid('locale', 'unknown locale');
  const url = new URL(request.url);
  const namespaces = (url.searchParams.get('ns') ?? '').split(',').filter(Boolean);
  if (namespaces.length === 0 || namespaces.length > MAX_NAMESPACES || !namespaces.every((ns) => NAMESPACE.test(ns))) {
    return invalid('ns', `1 to ${MAX_NAMESPACES} namespace names, comma-separated`);
  }
  const messages = precompileMessages(await loadMessages(locale));
  const current = url.searchParams.get('v') === messagesVersion(messages);
  const body = Object.fromEntries(namespaces.filter((ns) => Object.hasOwn(messages, ns)).map((ns) => [ns, messages[ns]]));
  return Response.json(body, { headers: { 'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache' } });
}
