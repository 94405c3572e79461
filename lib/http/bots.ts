/**
 * Crawler, preview and monitoring user agents (SPEC §8: for bots no error page body is rendered).
 * Headless browsers driven by our own tests are deliberately not matched.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'mediapartners',
    'adsbot',
    'bingpreview',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'quora link preview',
    'outbrain',
    'pinterest',
    'vkshare',
    'w3c_validator',
    'whatsapp',
    'telegrambot',
    'skypeuripreview',
    'yandex',
    'baiduspider',
    'petalbot',
    'semrush',
    'ahrefs',
    'mj12bot',
    'chrome-lighthouse',
    'google-inspectiontool',
    'googleother',
    'feedfetcher',
    'uptimerobot',
    'pingdom',
    'headless-shell',
    'python-requests',
    'curl/',
    'wget/',
  ].join('|'),
  'i',
);

/** True when the user agent names a crawler, link-preview fetcher or monitoring probe. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return BOT_PATTERN.test(userAgent);
}
