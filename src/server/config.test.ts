import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const base = { DATA_DIR: "/tmp/ideadeck-config-test", BETTER_AUTH_SECRET: "x".repeat(32) };

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dataDir: "/tmp/ideadeck-config-test/db" });
    expect(config.smtpUrl).toBeNull();
    expect(config.oauth).toEqual({});
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ ...base, DATABASE_URL: "postgres://u@127.0.0.1:5432/app" }).database).toEqual({ kind: "postgres", url: "postgres://u@127.0.0.1:5432/app" });
  });

  it("lists every bad variable at once", () => {
    let error: ConfigError | null = null;
    try {
      loadConfig({ ...base, PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail", GOOGLE_CLIENT_ID: "only-id", NODE_ENV: "production", BETTER_AUTH_SECRET: "" });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error!.problems.join("\n");
    expect(text).toContain("PORT");
    expect(text).toContain("DATABASE_URL: must start with postgres://");
    expect(text).toContain("SMTP_URL: must start with smtp://");
    expect(text).toContain("GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
    expect(text).toContain("BETTER_AUTH_SECRET: is required in production");
  });

  it("refuses to start in production without Stripe unless TEST MODE is asked for by name", () => {
    const production = { ...base, NODE_ENV: "production" };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY: is required in production/);
    expect(() => loadConfig({ ...production, PAYMENTS_TEST_MODE: "false" })).toThrow(ConfigError);
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: "true" }).stripe).toBeNull();
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).stripe).not.toBeNull();
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", PAYMENTS_TEST_MODE: "true" })).toThrow(
      /PAYMENTS_TEST_MODE: cannot be true while STRIPE_SECRET_KEY is set/,
    );
    // Development keeps the zero-setup default.
    expect(loadConfig(base).stripe).toBeNull();
  });

  it("enables a provider only with both its id and secret", () => {
    const config = loadConfig({ ...base, GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" });
    expect(config.oauth).toEqual({ github: { clientId: "id", clientSecret: "secret" } });
  });

  it("takes payments with Stripe only with a key and a webhook secret, else test mode", () => {
    expect(loadConfig(base).stripe).toBeNull();
    const config = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_PRO_MONTHLY: "price_1",
      STRIPE_PRICE_LIFETIME: "price_2",
      STRIPE_PORTAL: "false",
    });
    expect(config.stripe).toEqual({
      secretKey: "sk_test_abc",
      webhookSecret: "whsec_abc",
      prices: { starter: { month: undefined, year: undefined }, pro: { month: "price_1", year: undefined }, lifetime: "price_2" },
      portal: false,
      apiUrl: null,
    });
    const problems = (() => {
      try {
        loadConfig({ ...base, STRIPE_SECRET_KEY: "pk_live_wrong" });
        return [];
      } catch (e) {
        return (e as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([
      "STRIPE_SECRET_KEY: must be a Stripe secret key (sk_... or rk_...)",
      "STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    ]);
  });
});
