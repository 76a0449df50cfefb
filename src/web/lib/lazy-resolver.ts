import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose rules load on the form's first check, not with the page: zod and the shared
 * schemas are about 40 KB (gzip), a third of a first visit's budget (issue 30), and a visitor who
 * only reads the page never submits. `preload` starts the download early (call it on the form's
 * first focus); a failed download is tried again on the next check.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(load: () => Promise<Resolver<TInput, TContext, TOutput>>) {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload: () => void preload().catch(() => undefined) });
}
