import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";

/**
 * A local HTTP server that speaks the part of Stripe's REST API the billing module calls
 * (customers, checkout sessions, subscriptions, invoices, billing portal, refunds), so tests run
 * the real stripe SDK over the network. State is in memory; `requests` records what was asked.
 * It does not send webhooks: tests build and sign events themselves, as Stripe would deliver them.
 */
export interface PeerRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** `metadata[userId]=x` style keys under one prefix, as an object. */
function nested(params: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`));
    if (match) out[match[1]!] = value;
  }
  return out;
}

export async function startStripePeer() {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, StripeObject>();
  const requests: PeerRequest[] = [];
  let failNext: { path: RegExp; status: number } | null = null;
  /** What an invoice preview answers as amount_due. */
  let previewAmount = 0;

  const notFound = (objectId: string) => ({ status: 404, body: { error: { type: "invalid_request_error", message: `No such object: '${objectId}'` } } });

  function route(method: string, path: string, params: URLSearchParams): { status: number; body: unknown } {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: id("cus"), object: "customer", email: params.get("email"), name: params.get("name"), metadata: nested(params, "metadata") };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: params.get("mode"),
        customer: params.get("customer"),
        client_reference_id: params.get("client_reference_id"),
        success_url: params.get("success_url"),
        cancel_url: params.get("cancel_url"),
        line_items: [{ price: params.get("line_items[0][price]"), quantity: Number(params.get("line_items[0][quantity]")) }],
        metadata: nested(params, "metadata"),
        subscription_metadata: nested(params, "subscription_data[metadata]"),
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        created: now(),
      };
      objects.set(session.id, session);
      return { status: 200, body: session };
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const sub = objects.get(match[1]!);
      if (!sub) return notFound(match[1]!);
      if (method === "GET") return { status: 200, body: sub };
      if (method === "DELETE") {
        const comment = params.get("cancellation_details[comment]");
        Object.assign(sub, { status: "canceled", ended_at: now(), cancel_at_period_end: false, cancellation_details: { comment } });
        return { status: 200, body: sub };
      }
      if (method === "POST") {
        if (params.has("cancel_at_period_end")) sub.cancel_at_period_end = params.get("cancel_at_period_end") === "true";
        const price = params.get("items[0][price]");
        if (price) {
          const items = sub.items as { data: { id: string; price: { id: string } }[] };
          if (params.get("items[0][id]") !== items.data[0]!.id) return { status: 400, body: { error: { message: "No such subscription item" } } };
          items.data[0]!.price = { id: price };
          sub.last_proration_behavior = params.get("proration_behavior");
        }
        return { status: 200, body: sub };
      }
    }
    if (method === "GET" && (match = path.match(/^\/v1\/invoices\/([\w]+)$/))) {
      const invoice = objects.get(match[1]!);
      if (!invoice) return notFound(match[1]!);
      const expanded = params.getAll("expand[]").includes("payments") || params.getAll("expand[0]").includes("payments");
      const { payments, ...rest } = invoice;
      return { status: 200, body: expanded ? { ...rest, payments } : rest };
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const sub = objects.get(params.get("subscription") ?? "");
      if (!sub) return notFound(params.get("subscription") ?? "");
      return { status: 200, body: { object: "invoice", id: null, customer: params.get("customer"), amount_due: previewAmount, currency: "usd" } };
    }
    if (method === "GET" && (match = path.match(/^\/v1\/prices\/([\w]+)$/))) {
      const price = objects.get(match[1]!);
      return price?.object === "price" ? { status: 200, body: price } : { status: 404, body: { error: { type: "invalid_request_error", message: `No such price: '${match[1]}'` } } };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return { status: 200, body: { id: id("bps"), object: "billing_portal.session", customer: params.get("customer"), return_url: params.get("return_url"), url: `https://billing.stripe.com/p/session/${id("test")}` } };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = params.get("payment_intent") ?? "";
      const refund = { id: id("re"), object: "refund", payment_intent: intent, amount: params.has("amount") ? Number(params.get("amount")) : null, status: "succeeded" };
      objects.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://peer");
      const body = await readBody(request);
      const params = new URLSearchParams(request.method === "GET" || request.method === "DELETE" ? url.search : body);
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      requests.push({ method: request.method ?? "GET", path: url.pathname, params, idempotencyKey });
      let result: { status: number; body: unknown };
      if (failNext && failNext.path.test(url.pathname)) {
        result = { status: failNext.status, body: { error: { type: "api_error", message: "Injected failure" } } };
        failNext = null;
      } else if (idempotencyKey && request.method === "POST" && idempotent.has(idempotencyKey) && !idempotencyKey.startsWith("stripe-node-retry")) {
        result = { status: 200, body: idempotent.get(idempotencyKey) };
      } else {
        result = route(request.method ?? "GET", url.pathname, params);
        if (idempotencyKey && result.status === 200 && !idempotencyKey.startsWith("stripe-node-retry")) idempotent.set(idempotencyKey, result.body as StripeObject);
      }
      response.writeHead(result.status, { "content-type": "application/json", "request-id": id("req") });
      response.end(JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get: (objectId: string) => objects.get(objectId),
    /** What Stripe holds after a checkout is paid: an active subscription on the price. */
    addSubscription(input: { customer: string; priceId: string; userId?: string; periodStart?: number; periodEnd?: number; status?: string }): StripeObject {
      const start = input.periodStart ?? now();
      const sub = {
        id: id("sub"),
        object: "subscription",
        customer: input.customer,
        status: input.status ?? "active",
        cancel_at_period_end: false,
        ended_at: null,
        metadata: input.userId ? { userId: input.userId } : {},
        items: { object: "list", data: [{ id: id("si"), object: "subscription_item", price: { id: input.priceId }, current_period_start: start, current_period_end: input.periodEnd ?? start + 30 * 86_400 }] },
      };
      objects.set(sub.id, sub);
      return sub;
    },
    /** A price as the Stripe dashboard would hold it. */
    addPrice(priceId: string, input: { amount: number; interval: "month" | "year" | null; currency?: string; active?: boolean }) {
      objects.set(priceId, {
        id: priceId,
        object: "price",
        active: input.active ?? true,
        currency: input.currency ?? "usd",
        unit_amount: input.amount,
        recurring: input.interval ? { interval: input.interval, interval_count: 1 } : null,
      });
    },
    /** A paid invoice; webhook copies leave out `payments`, as Stripe does unless expanded. */
    addInvoice(input: { customer: string; subscription: string; priceId: string; amount: number }): { invoice: StripeObject; webhookCopy: StripeObject; paymentIntent: string } {
      const paymentIntent = id("pi");
      const invoice = {
        id: id("in"),
        object: "invoice",
        customer: input.customer,
        amount_paid: input.amount,
        currency: "usd",
        created: now(),
        hosted_invoice_url: `https://invoice.stripe.com/i/${id("acct")}`,
        parent: { type: "subscription_details", subscription_details: { subscription: input.subscription } },
        lines: { object: "list", data: [{ pricing: { type: "price_details", price_details: { price: input.priceId } } }] },
        payments: { object: "list", data: [{ payment: { type: "payment_intent", payment_intent: paymentIntent } }] },
      };
      objects.set(invoice.id, invoice);
      const { payments: _payments, ...webhookCopy } = invoice;
      return { invoice, webhookCopy, paymentIntent };
    },
    update(objectId: string, changes: Record<string, unknown>) {
      const object = objects.get(objectId);
      if (!object) throw new Error(`no object ${objectId}`);
      Object.assign(object, changes);
      return object;
    },
    setPreviewAmount(cents: number) {
      previewAmount = cents;
    },
    /** The next request whose path matches answers with this status (to test failures). */
    failNext(path: RegExp, status = 500) {
      failNext = { path, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
