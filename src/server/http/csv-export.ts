import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { Readable } from "node:stream";

/**
 * One CSV cell: always quoted; a cell starting with =, +, -, @, a tab or a carriage return (OWASP's
 * list: spreadsheets skip the tab or CR and run what follows) is prefixed with ' so it is never run
 * as a formula.
 */
export function csvCell(value: unknown): string {
  const text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * Streams a CSV download read in pages (keyset pagination: memory stays flat however long the
 * list is). The first page is read before the headers go out, so a failure there is a clean error
 * answer; a later failure ends the file with a line saying it is incomplete instead of cutting the
 * connection, which browsers report as a vague network failure.
 */
export async function sendCsv<Row, Cursor>(
  reply: FastifyReply,
  options: {
    filename: string;
    header: string[];
    toCells: (row: Row) => unknown[];
    /** Reads the page after `cursor` (null for the first page). */
    page: (cursor: Cursor | null) => Promise<Row[]>;
    cursorOf: (row: Row) => Cursor;
    log: FastifyBaseLogger;
  },
): Promise<FastifyReply> {
  const first = await options.page(null);
  async function* lines() {
    yield options.header.join(",") + "\n"; // our own column names: nothing to quote
    let page = first;
    try {
      while (page.length > 0) {
        yield page.map((row) => options.toCells(row).map(csvCell).join(",")).join("\n") + "\n";
        page = await options.page(options.cursorOf(page[page.length - 1]!));
      }
    } catch (error) {
      options.log.error({ err: error, file: options.filename }, "CSV export failed mid-stream");
      yield "# export incomplete: the server stopped early, please download it again\n";
    }
  }
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${options.filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines()));
}
