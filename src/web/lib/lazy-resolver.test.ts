import { describe, expect, it, vi } from "vitest";
import type { Resolver, ResolverOptions, ResolverResult } from "react-hook-form";
import { lazyResolver, RULES_NOT_LOADED } from "./lazy-resolver";

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;
const rules: Resolver<Form> = async (values): Promise<ResolverResult<Form>> =>
  values.email ? { values, errors: {} } : { values: {}, errors: { email: { type: "required", message: "Enter your email" } } };

describe("lazyResolver", () => {
  it("checks with the rules once they arrive, downloading them once", async () => {
    const load = vi.fn(async () => rules);
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(await resolver({ email: "" }, undefined, options)).toMatchObject({ errors: { email: { message: "Enter your email" } } });
    expect(await resolver({ email: "a@example.com" }, undefined, options)).toEqual({ values: { email: "a@example.com" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("puts a failed download on the form as its root error, and tries again on the next check", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(rules);
    const resolver = lazyResolver<Form, unknown, Form>(load);
    expect(await resolver({ email: "a@example.com" }, undefined, options)).toEqual({ values: {}, errors: { root: { type: "load", message: RULES_NOT_LOADED } } });
    expect(await resolver({ email: "a@example.com" }, undefined, options)).toEqual({ values: { email: "a@example.com" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
