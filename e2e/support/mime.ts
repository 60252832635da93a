/**
 * A small, strict reader for the messages our server sends through nodemailer: headers (folded, with
 * RFC 2047 encoded words), a body in 7bit/8bit, quoted-printable or base64, in any charset the
 * platform's TextDecoder knows, and simple multipart bodies (the first text/plain part wins).
 * It replaces `mailparser`, which is not a dependency of the project.
 */

export interface ParsedMail {
  subject: string;
  /** Addresses from the To header, lower-cased. */
  to: string[];
  from: string;
  text: string;
  headers: Map<string, string>;
}

const CRLF_CRLF = /\r?\n\r?\n/;

export function parseMail(raw: Buffer): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const text = decodeEntityText(headers, body);
  return {
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    to: addressesOf(decodeEncodedWords(headers.get('to') ?? '')),
    from: decodeEncodedWords(headers.get('from') ?? ''),
    text,
    headers,
  };
}

/** Header block and body of one entity; header names lower-cased, folded lines joined (RFC 5322 2.2.3). */
export function splitEntity(raw: Buffer): { headers: Map<string, string>; body: Buffer } {
  const latin = raw.toString('latin1'); // byte-preserving, so offsets map 1:1 onto the buffer
  const match = CRLF_CRLF.exec(latin);
  const headerText = match ? latin.slice(0, match.index) : latin;
  const body = match ? raw.subarray(match.index + match[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string>();
  const unfolded = headerText.replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Raw header bytes may be UTF-8 (RFC 6532); re-read them as such.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    if (!headers.has(name)) headers.set(name, value);
  }
  return { headers, body };
}

/** `text/plain; charset="utf-8"; format=flowed` into its type and lower-cased parameters. */
export function parseHeaderParams(value: string): { value: string; params: Map<string, string> } {
  const parts = value.split(';');
  const params = new Map<string, string>();
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    let v = part.slice(eq + 1).trim();
    if (v.startsWith('"') && v.endsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
    params.set(key, v);
  }
  return { value: (parts[0] ?? '').trim().toLowerCase(), params };
}

function decodeEntityText(headers: Map<string, string>, body: Buffer): string {
  const type = parseHeaderParams(headers.get('content-type') ?? 'text/plain; charset=us-ascii');
  if (type.value.startsWith('multipart/')) {
    const boundary = type.params.get('boundary');
    if (!boundary) throw new Error('multipart message without boundary');
    const parts = splitMultipart(body, boundary).map(splitEntity);
    const plain =
      parts.find(
        (p) => parseHeaderParams(p.headers.get('content-type') ?? 'text/plain').value === 'text/plain',
      ) ??
      parts.find((p) =>
        parseHeaderParams(p.headers.get('content-type') ?? '').value.startsWith('multipart/'),
      );
    if (!plain) throw new Error('multipart message without a text/plain part');
    return decodeEntityText(plain.headers, plain.body);
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  const bytes = decodeTransfer(encoding, body);
  return decodeCharset(bytes, type.params.get('charset') ?? 'us-ascii')
    .replace(/\r\n/g, '\n')
    .replace(/\n$/, '');
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const pieces = text.split(new RegExp(`\\r?\\n?${escapeRegExp(delimiter)}(?:--)?[ \\t]*\\r?\\n?`));
  // pieces[0] is the preamble, the last one the epilogue.
  return pieces.slice(1, -1).map((p) => Buffer.from(p, 'latin1'));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function decodeTransfer(encoding: string, body: Buffer): Buffer {
  switch (encoding) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case '7bit':
    case '8bit':
    case 'binary':
      return body;
    default:
      throw new Error(`unsupported Content-Transfer-Encoding: ${encoding}`);
  }
}

/** RFC 2045 6.7: soft line breaks ("=" at line end) vanish, "=XX" is one byte, trailing blanks are dropped. */
export function decodeQuotedPrintable(input: string): Buffer {
  const lines = input.split(/\r?\n/);
  const bytes: number[] = [];
  lines.forEach((rawLine, index) => {
    let line = rawLine.replace(/[ \t]+$/, '');
    let soft = false;
    if (line.endsWith('=')) {
      soft = true;
      line = line.slice(0, -1);
    }
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(line.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(line.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(line.charCodeAt(i) & 0xff);
      }
    }
    if (!soft && index < lines.length - 1) bytes.push(0x0d, 0x0a);
  });
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  const name = charset.trim().toLowerCase();
  if (name === 'us-ascii' || name === 'ascii') return bytes.toString('latin1');
  return new TextDecoder(name, { fatal: true }).decode(bytes);
}

/**
 * RFC 2047 encoded words (`=?utf-8?Q?Best=C3=A4tigung?=`, `=?UTF-8?B?...?=`). Whitespace between two
 * adjacent encoded words is dropped; the bytes of adjacent words in one charset are joined before
 * decoding, so a character split across two words still comes out whole.
 */
export function decodeEncodedWords(value: string): string {
  const word = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset.split('*')[0]!);
    pending = null;
  };
  for (let m = word.exec(value); m; m = word.exec(value)) {
    const between = value.slice(last, m.index);
    if (!(pending && /^[ \t\r\n]*$/.test(between))) {
      flush();
      out += between;
    }
    const [, charset, enc, data] = m as unknown as [string, string, string, string];
    const bytes = enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQEncoding(data);
    const current = pending as { charset: string; bytes: Buffer[] } | null;
    if (current && current.charset.toLowerCase() === charset.toLowerCase()) current.bytes.push(bytes);
    else {
      flush();
      pending = { charset, bytes: [bytes] };
    }
    last = m.index + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** RFC 2047 4.2: "_" is a space, "=XX" one byte, anything else itself. */
function decodeQEncoding(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const ch = data[i]!;
    if (ch === '_') bytes.push(0x20);
    else if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(data.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function addressesOf(header: string): string[] {
  const found = header.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return found.map((a) => a.toLowerCase());
}
