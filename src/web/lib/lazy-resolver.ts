import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "./load-once";

/** What the form shows (as its root error) when its rules could not be downloaded. */
export const RULES_NOT_LOADED = "This form could not load its checks. Check your connection and try again.";

/**
 * A form resolver whose rules load on the form's first check, not with the page: zod and the shared
 * schemas are about 40 KB (gzip), a third of a first visit's budget (issue 30), and a visitor who
 * only reads the page never submits. `preload` starts the download early (call it on the form's
 * first focus). A failed download is a root error on the form (the page shows `errors.root`), not a
 * silent no-op, and is tried again on the next check.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput extends FieldValues>(load: () => Promise<Resolver<TInput, TContext, TOutput>>) {
  const preload = loadOnce(load);
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) => {
    let rules: Resolver<TInput, TContext, TOutput>;
    try {
      rules = await preload();
    } catch {
      return { values: {}, errors: { root: { type: "load", message: RULES_NOT_LOADED } } as FieldErrors<TInput> };
    }
    return rules(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void preload().catch(() => undefined) });
}
