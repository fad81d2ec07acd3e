/**
 * A react-hook-form resolver whose zod schema loads after the page instead of with it (decision 021): zod alone is
 * about 26 KB gzip, a sixth of a page's first-load budget. The form asks for it when the visitor starts on it
 * (`onFocus={validation.preload}`); the first check waits for it if it is not there yet, then validates as
 * `zodResolver` does. The schema is the one the server validates the request with, as for every form.
 *
 *   const validation = lazyZodResolver(() => import('../../../core/schemas/accounts').then((m) => m.loginSchema));
 *   useForm({ resolver: validation.resolver }); <form onFocus={validation.preload}>
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

export interface LazyZodResolver<T extends z.$ZodType> {
  resolver: Resolver<z.input<T> & FieldValues, unknown, z.output<T>>;
  /** Starts loading zod and the schema (a form's first focus). */
  preload: () => void;
}

/**
 * `loadSchema` runs at every check (the module itself loads once): a schema that depends on the moment, such as the
 * quote form's today, is made afresh.
 */
export function lazyZodResolver<T extends z.$ZodType>(loadSchema: () => Promise<T>): LazyZodResolver<T> {
  const load = () => Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
  const resolver: Resolver = async (values, context, options) => {
    const [{ zodResolver }, schema] = await load();
    return (zodResolver(schema as never) as unknown as Resolver)(values, context, options);
  };
  return {
    resolver: resolver as unknown as LazyZodResolver<T>['resolver'],
    preload: () => void load().catch(() => undefined),
  };
}
