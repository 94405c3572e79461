import type { AnalyticsEvent, AnalyticsParams } from '@/lib/analytics';

/**
 * The four analytics tools of `metadata/getgeneralinfo` `analytic`, each written against its
 * vendor's documented loader snippet and global:
 * - gtm: Google Tag Manager — `dataLayer` with `gtm.start`, then `gtm.js?id=`; events are
 *   `dataLayer.push({ event, ...params })`, the user is `user_id` in the data layer.
 * - ga: Google Analytics 4 (gtag.js) — `gtag('js')`, `gtag('config', id)`, `gtag('event', name, params)`,
 *   the user is `gtag('set', { user_id })`.
 * - ym: Yandex Metrica — the `ym` queue stub, `ym(id, 'init', …)`, goals with `ym(id, 'reachGoal', name, params)`,
 *   the user with `ym(id, 'setUserID', uid)` and `userParams { UserID }`.
 * - fb: Meta Pixel — the `fbq` queue stub, `fbq('init', id)`, `fbq('track', 'PageView')`, standard
 *   events where one fits (CompleteRegistration, Purchase…) and `trackCustom` for the rest;
 *   the user through advanced matching (`fbq('init', id, { external_id })`).
 */
export const ANALYTICS_TOOLS = ['gtm', 'ga', 'ym', 'fb'] as const;
export type AnalyticsTool = (typeof ANALYTICS_TOOLS)[number];

type Fn = (...args: unknown[]) => void;
type Queue = Fn & { a?: unknown[][]; l?: number };
type Pixel = Fn & { callMethod?: Fn; queue: unknown[][]; push: Fn; loaded: boolean; version: string };

/** The globals the tools define (a real window, or a fake in tests). */
export type ToolWindow = {
  dataLayer?: unknown[];
  gtag?: Fn;
  ym?: Queue;
  fbq?: Pixel;
  _fbq?: Pixel;
};

/** How a tool gets its script onto the page (resolves when loaded). */
export type ScriptLoader = (src: string) => Promise<void>;

export interface ToolAdapter {
  readonly tool: AnalyticsTool;
  /** Defines the global's queue (so calls before the script arrives are kept) and loads the script. */
  install(): Promise<void>;
  track(event: AnalyticsEvent, params: AnalyticsParams): void;
  identify(uid: string): void;
  anonymise(): void;
}

const DEFAULT_SCRIPTS: Record<AnalyticsTool, (id: string) => string> = {
  gtm: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  ga: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  ym: () => 'https://mc.yandex.ru/metrika/tag.js',
  fb: () => 'https://connect.facebook.net/en_US/fbevents.js',
};

/**
 * Where a tool's script comes from: the vendor's address, or `{base}/{tool}.js?id=` when the
 * operator serves the tools from a first-party proxy (`analytic.script_base`; the test stand-ins too).
 */
export function scriptUrl(tool: AnalyticsTool, id: string, base?: string | null): string {
  if (!base) return DEFAULT_SCRIPTS[tool](id);
  return `${base.replace(/\/+$/, '')}/${tool}.js?id=${encodeURIComponent(id)}`;
}

/** Event names in the style each tool expects: GA4 / GTM snake_case, Pixel standard names. */
export const snake = (event: string) => event.replace(/-/g, '_');

/** Pixel standard events for the §9 ones that have one; the rest go through trackCustom. */
const PIXEL_STANDARD: Partial<Record<AnalyticsEvent, string>> = {
  'sign-up': 'CompleteRegistration',
  deposit: 'Purchase',
};

/** Parameters without undefined values (every tool serialises them differently). */
const defined = (params: AnalyticsParams) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));

export function createTool(tool: AnalyticsTool, id: string, win: ToolWindow, load: ScriptLoader, base?: string | null): ToolAdapter {
  const src = scriptUrl(tool, id, base);
  switch (tool) {
    case 'gtm':
      return {
        tool,
        install() {
          win.dataLayer = win.dataLayer ?? [];
          win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          return load(src);
        },
        track: (event, params) => void win.dataLayer?.push({ event: snake(event), ...defined(params) }),
        identify: (uid) => void win.dataLayer?.push({ event: 'identify', user_id: uid }),
        anonymise: () => void win.dataLayer?.push({ event: 'anonymise', user_id: undefined }),
      };
    case 'ga':
      return {
        tool,
        install() {
          win.dataLayer = win.dataLayer ?? [];
          const layer = win.dataLayer;
          // gtag.js reads the Arguments objects its snippet pushes, not arrays
          win.gtag =
            win.gtag ??
            function gtag() {
              // eslint-disable-next-line prefer-rest-params
              layer.push(arguments);
            };
          win.gtag('js', new Date());
          win.gtag('config', id);
          return load(src);
        },
        track: (event, params) => win.gtag?.('event', snake(event), defined(params)),
        identify: (uid) => win.gtag?.('set', { user_id: uid }),
        anonymise: () => win.gtag?.('set', { user_id: null }),
      };
    case 'ym': {
      const counter = Number(id);
      return {
        tool,
        install() {
          if (!win.ym) {
            const ym: Queue = (...args: unknown[]) => void (ym.a = ym.a ?? []).push(args);
            ym.l = Date.now();
            win.ym = ym;
          }
          win.ym(counter, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true });
          return load(src);
        },
        track: (event, params) => win.ym?.(counter, 'reachGoal', snake(event), defined(params)),
        identify: (uid) => {
          win.ym?.(counter, 'setUserID', uid);
          win.ym?.(counter, 'userParams', { UserID: uid });
        },
        anonymise: () => win.ym?.(counter, 'userParams', { UserID: null }),
      };
    }
    case 'fb':
      return {
        tool,
        install() {
          if (!win.fbq) {
            const pixel = function (...args: unknown[]) {
              if (pixel.callMethod) pixel.callMethod(...args);
              else pixel.queue.push(args);
            } as Pixel;
            pixel.push = pixel;
            pixel.loaded = true;
            pixel.version = '2.0';
            pixel.queue = [];
            win.fbq = pixel;
            win._fbq = win._fbq ?? pixel;
          }
          win.fbq('init', id);
          win.fbq('track', 'PageView');
          return load(src);
        },
        track: (event, params) => {
          const standard = PIXEL_STANDARD[event];
          if (standard) win.fbq?.('track', standard, defined(params));
          else win.fbq?.('trackCustom', snake(event), defined(params));
        },
        identify: (uid) => win.fbq?.('init', id, { external_id: uid }),
        anonymise: () => win.fbq?.('init', id, {}),
      };
  }
}

/** The configured tools of an `analytic` record: those with a non-empty id. */
export function configuredTools(analytic: Record<string, string | null | undefined> | null | undefined): { tool: AnalyticsTool; id: string }[] {
  if (!analytic) return [];
  return ANALYTICS_TOOLS.flatMap((tool) => {
    const id = analytic[tool]?.trim();
    return id ? [{ tool, id }] : [];
  });
}
