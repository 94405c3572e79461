import { ApiError, typeForStatus } from '@/lib/errors';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{ data }` → data; `{ error: { type, error_data } }` → ApiError of that type; a failed status
 * without an envelope → ApiError guessed from the status; anything unreadable → UnknownError.
 */
export async function readAnswer(response: Response): Promise<unknown> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    const type = response.ok ? 'UnknownErrorException' : typeForStatus(response.status);
    throw new ApiError(type, null, response.status, 'unreadable answer');
  }
  if (isObject(body) && isObject(body.error)) throw ApiError.fromEnvelope(body.error, response.status);
  if (!response.ok) throw new ApiError(typeForStatus(response.status), null, response.status);
  if (isObject(body) && 'data' in body) return body.data;
  throw new ApiError('UnknownErrorException', null, response.status, 'answer without data');
}
