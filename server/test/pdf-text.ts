import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it: content streams (inflated) show glyph ids per font, which
 * each font's ToUnicode map turns back into text. One line per TJ operator.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  // Objects in order; a stream's bytes are taken by its /Length (binary data may hold any bytes).
  const header = /(\d+) 0 obj\s*/g;
  for (let m = header.exec(source); m; m = header.exec(source)) {
    const from = m.index + m[0].length;
    const streamAt = source.indexOf('stream\n', from);
    const endAt = source.indexOf('endobj', from);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(m[1]!, { dict: source.slice(from, endAt), stream: null });
      header.lastIndex = endAt;
      continue;
    }
    const dict = source.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(streamAt + 7, streamAt + 7 + length);
    const stream = (/\/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1');
    objects.set(m[1]!, { dict, stream });
    header.lastIndex = source.indexOf('endobj', streamAt + 7 + length);
  }
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  const cmapOf = (text: string) => {
    const map = new Map<number, string>();
    for (const r of text.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const start = Number.parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((u, i) => map.set(start + i, utf16(u[1]!)));
    }
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const c of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
        map.set(Number.parseInt(c[1]!, 16), utf16(c[2]!));
    return map;
  };
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    const block = /\/Font\s*<<([\s\S]*?)>>/.exec(dict);
    if (!block) continue;
    for (const f of block[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const uni = /\/ToUnicode (\d+) 0 R/.exec(objects.get(f[2]!)?.dict ?? '');
      fonts.set(f[1]!, uni ? cmapOf(objects.get(uni[1]!)?.stream ?? '') : null);
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/ Tf\b/.test(stream)) continue;
    let font: Map<number, string> | null = null;
    for (const op of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        font = fonts.get(op[1]) ?? null;
        continue;
      }
      let line = '';
      for (const h of op[2]!.matchAll(/<([0-9a-f]*)>/gi)) {
        const hex = h[1]!;
        if (!font) line += Buffer.from(hex, 'hex').toString('latin1');
        else
          for (let i = 0; i < hex.length; i += 4)
            line += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '?';
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
