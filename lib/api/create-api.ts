import type { MethodName, MethodParams, MethodResult } from '@/lib/contract';
import { hasVerb, verbs } from '@/lib/contract/verbs';
import { ApiError } from '@/lib/errors';
import { CLIENT_HEADER, buildForm, buildQuery } from './encode';
import { notifyCall } from './observe';
import { readAnswer } from './read-answer';

/** Where requests go. `send` gets a path starting `/api/` and a ready RequestInit. */
export interface Transport {
  send(path: string, init: RequestInit): Promise<Response>;
  /** Locale sent as the `locale` query param. */
  locale(): string | undefined;
  /** True when the page is embedded in a frame: adds `strict=0`. */
  embedded(): boolean;
}

export type CallOptions = { signal?: AbortSignal };

/** Params may be left out when none is required: `{}` is assignable exactly when no key is. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` as "an object with no keys" is the point
type CallArgs<M extends MethodName> = {} extends MethodParams<M>
  ? [params?: MethodParams<M>, options?: CallOptions]
  : [params: MethodParams<M>, options?: CallOptions];

export interface Api {
  /** Calls `/api/{method}`; resolves with the unwrapped `data`, rejects with an ApiError only. */
  call<M extends MethodName>(method: M, ...args: CallArgs<M>): Promise<MethodResult<M>>;
}

function failure(error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  const reason = signal?.aborted ? 'aborted' : 'network';
  return new ApiError('UnknownErrorException', { reason }, 0, error instanceof Error ? error.message : reason);
}

export function createApi(transport: Transport): Api {
  return {
    async call<M extends MethodName>(method: M, ...[params, options]: CallArgs<M>): Promise<MethodResult<M>> {
      const signal = options?.signal;
      try {
        if (!hasVerb(method)) throw new ApiError('MethodNotFoundException', null, 0, `unknown method ${String(method)}`);
        const verb = verbs[method];
        const values = (params ?? {}) as Record<string, unknown>;
        const query = buildQuery({ locale: transport.locale(), embedded: transport.embedded() }, verb === 'GET' ? values : undefined);
        const init: RequestInit = {
          method: verb,
          credentials: 'same-origin',
          headers: { Accept: 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value },
          body: verb === 'POST' ? buildForm(values) : undefined,
          signal,
        };
        const response = await transport.send(`/api/${method}?${query}`, init);
        const result = (await readAnswer(response)) as MethodResult<M>;
        notifyCall({ method, params: values, ok: true, result });
        return result;
      } catch (error) {
        const apiError = failure(error, signal);
        notifyCall({ method, params: (params ?? {}) as Record<string, unknown>, ok: false, error: apiError });
        throw apiError;
      }
    },
  };
}
