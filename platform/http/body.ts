import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PlatformError } from '@/lib/errors';

/** Largest request body accepted (JSON, urlencoded, multipart). */
export const BODY_LIMIT = 1024 * 1024;
/** Largest single multipart text field (bounds chunked uploads that send no Content-Length). */
export const FIELD_LIMIT = 64 * 1024;

/** Envelope params of every call, not method params (SPEC §7). */
const RESERVED = new Set(['v', 'locale', 'strict']);

export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

const tooLarge = () => new PlatformError('InvalidRequestException', { reason: 'body_too_large' }, { status: 413 });
const malformed = () => new PlatformError('InvalidRequestException', { reason: 'malformed_body' }, { status: 400 });

function add(target: Map<string, unknown>, key: string, value: unknown) {
  const current = target.get(key);
  if (current === undefined) target.set(key, value);
  else target.set(key, Array.isArray(current) ? [...current, value] : [current, value]);
}

async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new Map<string, unknown>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        add(fields, part.fieldname, { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() } satisfies UploadedFile);
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        add(fields, part.fieldname, typeof part.value === 'string' ? part.value : JSON.stringify(part.value));
      }
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw (error as { statusCode?: number }).statusCode === 413 ? tooLarge() : malformed();
  }
  return Object.fromEntries(fields);
}

/** Query (minus v, locale, strict) merged with the body, the body winning. */
export async function readParams(request: FastifyRequest): Promise<Record<string, unknown>> {
  const query = Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([key]) => !RESERVED.has(key));
  let body: unknown = request.body;
  if (request.isMultipart()) body = await readMultipart(request);
  if (body === undefined || body === null || body === '') body = {};
  if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) throw malformed();
  return { ...Object.fromEntries(query), ...(body as Record<string, unknown>) };
}
