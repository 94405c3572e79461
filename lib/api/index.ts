// The framework-free API client: request building per SPEC §7, transports, typed errors.
export { createApi, type Api, type CallOptions, type Transport } from './create-api';
export { browserApi, browserTransport } from './browser';
export { lazyBrowserApi } from './lazy-browser';
export { createServerApi, installInProcessPlatform, serverTransport, type InProcessPlatform, FORWARDED_HEADERS, type HeadersLike, type ServerApiOptions } from './server';
export { API_VERSION, CLIENT_HEADER, buildForm, buildQuery, toText } from './encode';
export { readAnswer } from './read-answer';
export { observeCalls, type CallObserver, type CallOutcome } from './observe';
export { ApiError, isApiError } from '@/lib/errors';
