import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The app as its own process, as in production, for the benches that drive it over HTTP: the
 * compiled server when it has been built (what `npm start` runs), else the TypeScript sources. Its
 * log goes to a file in bench/results, so an error storm does not bury the bench's table.
 */
export interface AppProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startApp(options: { appDir: string; port: number; env: Record<string, string>; logFile: string }): Promise<AppProcess> {
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile);
  const base = `http://localhost:${options.port}`;
  const entry = existsSync(path.join(options.appDir, "dist/server/main.js")) ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: options.appDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: base,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TRUST_PROXY: "true",
      PAYMENTS_TEST_MODE: "true",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const onExit = () => child.kill("SIGTERM");
  process.on("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the app did not start (${options.logFile})`);
}

/** The process's resident memory in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
