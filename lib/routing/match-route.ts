import { ROUTES, type Layout, type RouteDef } from './route-table';

export type RouteMatch = {
  name: string;
  /** The name plus its aliases: what SPEC §2 rules compare against. */
  names: string[];
  params: Record<string, string>;
  layout: Layout;
  isGame: boolean;
  route: RouteDef;
};

type Compiled = { route: RouteDef; regex: RegExp; keys: string[]; rank: number[] };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteDef): Compiled {
  const keys: string[] = [];
  const rank: number[] = [];
  const segments = route.path.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment.startsWith(':') && segment.endsWith('*')) {
      keys.push(segment.slice(1, -1));
      rank.push(1);
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      keys.push(segment.slice(1));
      rank.push(2);
      source += '/([^/]+)';
    } else {
      rank.push(3);
      source += `/${escape(segment)}`;
    }
  }
  return { route, keys, rank, regex: new RegExp(`^${source || '/'}/?$`) };
}

// Static segments win over params, params over catch-alls, segment by segment.
function byRank(a: Compiled, b: Compiled): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const diff = (b.rank[i] ?? 0) - (a.rank[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const COMPILED = ROUTES.map(compile).sort(byRank);

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The route an unprefixed pathname (no query, no locale) belongs to, or null. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.replace(/\/{2,}/g, '/') || '/';
  for (const { route, regex, keys } of COMPILED) {
    const m = regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    for (const [i, key] of keys.entries()) {
      const value = decode(m[i + 1] ?? '');
      if (value === null) return null;
      params[key] = value;
    }
    return { name: route.name, names: [route.name, ...(route.aliases ?? [])], params, layout: route.layout, isGame: Boolean(route.isGame), route };
  }
  return null;
}

/** `game-sysname___en-US` → `game-sysname` (SPEC §2 chat-badge rule). */
export function routeNameWithoutLocaleSuffix(name: string): string {
  return name.replace(/___[^_].*$/, '');
}

/** True when the route (or a name string, locale suffix allowed) is one of `names`. */
export function routeIsNamed(route: RouteMatch | string | null | undefined, names: readonly string[]): boolean {
  if (!route) return false;
  const own = typeof route === 'string' ? [routeNameWithoutLocaleSuffix(route)] : route.names;
  return own.some((n) => names.includes(n));
}

/** SPEC §2: the support chat badge is hidden on these routes. */
export const CHAT_BADGE_HIDDEN_ROUTES = ['betting', 'game-index-sysname', 'game-sysname'] as const;
/** SPEC §2: campaign popups are not re-checked on these routes. */
export const CAMPAIGN_POPUP_SKIP_ROUTES = ['game-index-item', 'cashier-index-deposit-index-sysname', 'cashier-index-deposit'] as const;

export const isChatBadgeHidden = (route: RouteMatch | string | null | undefined) => routeIsNamed(route, CHAT_BADGE_HIDDEN_ROUTES);
export const shouldRecheckCampaignPopups = (route: RouteMatch | string | null | undefined) =>
  !routeIsNamed(route, CAMPAIGN_POPUP_SKIP_ROUTES);
