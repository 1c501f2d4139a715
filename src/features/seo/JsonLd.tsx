import { serializeJsonLd, type JsonLdNode } from './jsonld'

/**
 * Renders structured data as an inline JSON-LD script. The JSON is escaped by serializeJsonLd, so
 * CMS text cannot break out of the script; the content is deterministic per render, which keeps
 * a hash-based Content-Security-Policy valid.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
