import { inflateSync } from "node:zlib";

/**
 * Reads back what a PDF written by PDFKit shows, for tests: the embedded fonts' names and the text
 * of each page, decoded through each font's ToUnicode map (PDFKit writes embedded fonts' text as
 * glyph ids, so the bytes alone say nothing). It handles the subset of PDF that PDFKit writes
 * (indirect objects, Flate streams, hex strings in TJ arrays, bfchar/bfrange maps), not PDF at large.
 */
export interface PdfContents {
  /** BaseFont names of the fonts the file uses, e.g. "ABCDEF+NotoSansJP-Regular". */
  fonts: string[];
  /** Whether every font the text uses is embedded (has a FontFile). */
  allEmbedded: boolean;
  /** The text of all pages, each text run on its own line. */
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString("latin1");
  const found = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(latin); match; match = header.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf("endobj", start);
    const body = latin.slice(start, end);
    const streamAt = body.indexOf("stream");
    if (streamAt === -1) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + "stream".length + (latin[start + streamAt + 6] === "\r" ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    found.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return found;
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? NaN);

/** A ToUnicode CMap as glyph code (hex) -> text. */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ""), "hex").swap16().toString("utf16le");
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code!.toLowerCase(), utf16(text!));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(from!, 16);
      const width = from!.length;
      const targets = rest!.startsWith("[") ? [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!) : null;
      for (let code = first; code <= parseInt(to!, 16); code++) {
        const key = code.toString(16).padStart(width, "0");
        if (targets) map.set(key, utf16(targets[code - first]!));
        else {
          const base = Buffer.from(rest!.slice(1, -1), "hex");
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + code - first, base.length - 2);
          map.set(key, base.swap16().toString("utf16le"));
        }
      }
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfContents {
  const all = objects(pdf);
  const fonts: string[] = [];
  let allEmbedded = true;
  const lines: string[] = [];
  for (const page of [...all.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    // The page's font resources: name -> (code width, ToUnicode map).
    const resources = all.get(ref(page.dict, "Resources"))?.dict ?? page.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
    const byName = new Map<string, Map<string, string> | null>();
    for (const [, name, id] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) {
      const font = all.get(Number(id))!;
      const base = /\/BaseFont \/(\S+)/.exec(font.dict)?.[1] ?? "?";
      if (!fonts.includes(base)) fonts.push(base);
      const descendant = /\/DescendantFonts \[(\d+) 0 R\]/.exec(font.dict);
      const cid = descendant ? all.get(Number(descendant[1]))!.dict : font.dict;
      const descriptor = all.get(ref(cid, "FontDescriptor"));
      if (!descriptor || !/\/FontFile\d? \d+ 0 R/.test(descriptor.dict)) allEmbedded = false;
      const unicode = all.get(ref(font.dict, "ToUnicode"));
      byName.set(name!, unicode?.stream ? cmap(unicode.stream.toString("latin1")) : null);
    }
    const contents = all.get(ref(page.dict, "Contents"))?.stream?.toString("latin1") ?? "";
    let current: Map<string, string> | null = null;
    for (const [, fontName, array] of contents.matchAll(/\/(\S+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\] TJ/g)) {
      if (fontName) {
        current = byName.get(fontName) ?? null;
        continue;
      }
      let line = "";
      for (const [, hex] of array!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        if (!current) {
          line += Buffer.from(hex!, "hex").toString("latin1");
          continue;
        }
        // Codes are as wide as the map's keys (two bytes for PDFKit's embedded fonts).
        const width = [...current.keys()][0]?.length ?? 4;
        for (let i = 0; i < hex!.length; i += width) line += current.get(hex!.slice(i, i + width).toLowerCase()) ?? "\uFFFD";
      }
      lines.push(line);
    }
  }
  return { fonts, allEmbedded, text: lines.join("\n") };
}
