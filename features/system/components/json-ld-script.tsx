import { serializeJsonLd, type JsonLd } from '@/lib/seo';

/** Structured data for crawlers, escaped so operator text cannot close the script early. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
