import { headers } from 'next/headers';
import { serializeJsonLd, type JsonLd } from '@/lib/seo';
import { NONCE_HEADER } from '@/lib/routing';

/**
 * Structured data for crawlers, escaped so operator text cannot close the script early. A data
 * block runs nothing, but it carries the page's CSP nonce like every other script element.
 */
export async function JsonLdScript({ data, nonce: given }: { data: JsonLd | JsonLd[]; nonce?: string }) {
  const nonce = given ?? (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
