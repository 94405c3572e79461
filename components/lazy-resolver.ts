import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose real resolver (zod and the form's schema) is imported on the
 * form's first validation, not with the page: a form that is shown at once keeps zod (~30 KB gzip)
 * and the §5 validators out of the page's first-load JavaScript. The first validation waits for the
 * import (one request, preloaded by nothing); a failed import is retried on the next validation.
 *
 *   const resolver = useMemo(() => lazyResolver(() => import('../resolvers').then((m) => m.zodResolver(m.codeSchema(messages)))), [messages]);
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<T>;
    try {
      resolver = await loading;
    } catch (error) {
      loading = undefined;
      throw error;
    }
    return resolver(values, context, options);
  };
}
