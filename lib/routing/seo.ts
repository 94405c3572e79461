import { matchRoute } from './match-route';

/** Page kinds whose SEO is templated (SPEC §2). */
export type SeoKind = 'offers' | 'jackpots' | 'game' | 'tournaments' | 'tournamentGamehall' | 'cashierDeposit';

export type SeoTemplate = { title: string; description: string };

/** Route name → SEO kind. */
export const SEO_ROUTE_KINDS: Readonly<Record<string, SeoKind>> = {
  'offers-id': 'offers',
  'jackpots-id': 'jackpots',
  'game-sysname': 'game',
  'tournaments-id': 'tournaments',
  'tournaments-id-gamehall': 'tournamentGamehall',
  'cashier-index-deposit': 'cashierDeposit',
  'cashier-index-deposit-index-sysname': 'cashierDeposit',
};

/** The path template each kind is addressed by (the CMS keys SEO entries by these). */
export const SEO_PATH_TEMPLATES: Readonly<Record<SeoKind, string>> = {
  offers: '/offers/{id}',
  jackpots: '/jackpots/{id}',
  game: '/game/{sysname}',
  tournaments: '/tournaments/{id}',
  tournamentGamehall: '/tournaments/{id}/gamehall',
  cashierDeposit: '/cashier/deposit/{method}',
};

/** Defaults when the CMS has no template for a kind; {site} is the site name. */
export const DEFAULT_SEO_TEMPLATES: Readonly<Record<SeoKind, SeoTemplate>> = {
  offers: { title: '{title} | {site}', description: '{description}' },
  jackpots: { title: '{title} jackpot | {site}', description: '{description}' },
  game: { title: 'Play {title} by {provider} | {site}', description: 'Play {title} by {provider} online at {site}.' },
  tournaments: { title: '{title} tournament | {site}', description: '{description}' },
  tournamentGamehall: { title: '{title}: tournament games | {site}', description: 'Games that count in {title}.' },
  cashierDeposit: { title: 'Deposit {method} | {site}', description: 'Top up your balance with {method} at {site}.' },
};

export type SeoValues = Record<string, string | number | null | undefined>;

/** Fill `{key}` placeholders; unknown keys become '', then dangling separators and spaces are tidied. */
export function fillTemplate(template: string, values: SeoValues): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return value === null || value === undefined ? '' : String(value);
  });
  return filled
    .replace(/(\s*\|\s*)+/g, ' | ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s|:–-]+|[\s|:–-]+$/g, '');
}

/** A kind's filled copy; `named` when its title template names the site itself ({site}). */
export type SeoCopy = SeoTemplate & { named: boolean };

const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The title template without the words next to {title} that the title already says: a template
 * puts the kind's noun beside the name ("{title} jackpot", "Jackpot {title}", "{title} tournament"),
 * and a name that has it ("Mega jackpot") would read it twice. Only text between {title} and the
 * template's start or end (or its ` | ` site part) is dropped, never text up to another placeholder.
 */
function withoutRepeatedWords(template: string, title: string): string {
  const at = template.indexOf('{title}');
  if (at < 0 || !title) return template;
  const have = new Set(words(title));
  const says = (text: string) => words(text).length > 0 && words(text).every((w) => have.has(w));
  const before = template.slice(0, at);
  const after = template.slice(at + '{title}'.length);
  const head = before.lastIndexOf('|') + 1;
  const bar = after.indexOf('|');
  const tail = bar < 0 ? after.length : bar;
  const lead = before.slice(head);
  const trail = after.slice(0, tail);
  const keepLead = lead.includes('{') || !says(lead);
  const keepTrail = trail.includes('{') || !says(trail);
  return `${before.slice(0, head)}${keepLead ? lead : lead.match(/^\s*/)![0]}{title}${keepTrail ? trail : trail.match(/\s*$/)![0]}${after.slice(tail)}`;
}

/** Fill a kind's template (the CMS's if given, else the default). */
export function seoFor(kind: SeoKind, values: SeoValues, templates: Partial<Record<SeoKind, SeoTemplate>> = {}): SeoCopy {
  const template = templates[kind] ?? DEFAULT_SEO_TEMPLATES[kind];
  const title = typeof values.title === 'string' ? values.title : '';
  return {
    title: fillTemplate(withoutRepeatedWords(template.title, title), values),
    description: fillTemplate(template.description, values),
    named: template.title.includes('{site}'),
  };
}

/** The SEO kind of an unprefixed pathname and its route params ({id}, {sysname}, {method}). */
export function seoKindOf(pathname: string): { kind: SeoKind; params: Record<string, string> } | null {
  const match = matchRoute(pathname);
  const kind = match ? SEO_ROUTE_KINDS[match.name] : undefined;
  if (!match || !kind) return null;
  const params = { ...match.params };
  if (params.sysname && kind === 'cashierDeposit') params.method = params.sysname;
  return { kind, params };
}

/** `{title} | Casino` style site-wide title template applied to a page title. */
export const applyTitleTemplate = (titleTemplate: string, title: string) =>
  title ? fillTemplate(titleTemplate.replace('%s', '{title}'), { title }) : '';
