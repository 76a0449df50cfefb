import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { Writable } from "node:stream";
import { registerRequestLog, requestLogController } from "./request-log";

/** An app with buildApp's log controller and request log, writing into an array. */
async function appAt(level: "info" | "debug") {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: requestLogController() });
  registerRequestLog(app);
  app.get("/x", async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe("the request log", () => {
  it("is quiet at info: no line per request", async () => {
    const { app, lines } = await appAt("info");
    for (let i = 0; i < 5; i++) await app.inject({ url: "/x" });
    expect(lines.filter((line) => line.req || line.res || line.msg === "request")).toEqual([]);
    expect(lines.some((line) => line.requestId)).toBe(false);
    await app.close();
  });

  it("writes one line per request at debug, with method, path, status and time", async () => {
    const { app, lines } = await appAt("debug");
    await app.inject({ url: "/x" });
    await app.inject({ url: "/missing" });
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 20, method: "GET", url: "/x", status: 200 });
    expect(requests[1]).toMatchObject({ url: "/missing", status: 404 });
    expect(typeof requests[0]!.ms).toBe("number");
    await app.close();
  });
});
