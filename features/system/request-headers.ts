/**
 * The incoming request's headers, for server code re-exported by index.ts. Imported on call:
 * client error boundaries import the same index, and a static `next/headers` import is refused in
 * a client module graph.
 */
export async function requestHeaders(): Promise<Headers> {
  const { headers } = await import('next/headers');
  return (await headers()) as unknown as Headers;
}
