import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPlatformError, type ErrorData, type ErrorType } from '@/lib/errors';

export const envelope = (type: ErrorType, data: ErrorData = null) => ({ error: { type, error_data: data } });

/** Reason given for a client error Fastify itself raised (bad JSON, media type, size…). */
function reasonOf(status: number): string {
  if (status === 413) return 'body_too_large';
  if (status === 415) return 'unsupported_media_type';
  return 'malformed_request';
}

/** Every failure answers with the §7 envelope: our errors as thrown, client errors as InvalidRequest, the rest as a bare 500. */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isPlatformError(error)) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    // a message of its own (the two-factor texts of SPEC §8) travels beside type and error_data
    const body = error.toEnvelope();
    if (error.message !== error.type) Object.assign(body.error, { message: error.message });
    const retryAfter = error.type === 'TooManyRequestsException' ? error.data?.retry_after : undefined;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    return reply.code(error.status).send(body);
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ code: (error as FastifyError).code, status }, 'rejected request');
    return reply.code(status).send(envelope('InvalidRequestException', { reason: reasonOf(status) }));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(envelope('InternalServerErrorException'));
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(envelope('MethodNotFoundException')));
}

/** Errors Fastify raises before routing (a malformed URL, a bad Content-Type header…): 400 InvalidRequest. */
export function replyToFrameworkError(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  void reply.code(400).send(envelope('InvalidRequestException', { reason: 'malformed_request' }));
}
