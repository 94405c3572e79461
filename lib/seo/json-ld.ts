/** schema.org structured data for the pages where it fits (SPEC §2 SEO). Plain objects, no framework. */
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string };

const CONTEXT = 'https://schema.org' as const;

export function organizationJsonLd(input: { name: string; url: string; logo?: string; description?: string }): JsonLd {
  return compact({ '@context': CONTEXT, '@type': 'Organization', name: input.name, url: input.url, logo: input.logo, description: input.description });
}

export function websiteJsonLd(input: { name: string; url: string; inLanguage: string }): JsonLd {
  return compact({ '@context': CONTEXT, '@type': 'WebSite', name: input.name, url: input.url, inLanguage: input.inLanguage });
}

export function gameJsonLd(input: { name: string; url: string; image?: string; description?: string; provider?: string; genre?: string }): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'VideoGame',
    name: input.name,
    url: input.url,
    image: input.image,
    description: input.description,
    genre: input.genre,
    applicationCategory: 'Game',
    gamePlatform: 'Web browser',
    publisher: input.provider ? { '@type': 'Organization', name: input.provider } : undefined,
  });
}

export function eventJsonLd(input: {
  name: string;
  url: string;
  startDate?: string;
  endDate?: string;
  description?: string;
  image?: string;
  organizer?: string;
}): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: input.name,
    url: input.url,
    startDate: input.startDate,
    endDate: input.endDate,
    description: input.description,
    image: input.image,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: input.url },
    organizer: input.organizer ? { '@type': 'Organization', name: input.organizer, url: originOf(input.url) } : undefined,
  });
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no tag can be closed early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
