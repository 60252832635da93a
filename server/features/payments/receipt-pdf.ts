import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * Draws a receipt as a PDF (ADR 028). Pure: the caller gives every text already translated and
 * formatted; this file only lays them out and picks fonts. pdfkit's built-in Helvetica covers only
 * Western European letters, so the fonts are the system's Noto (Debian's fonts-noto-core: Latin,
 * Greek, Cyrillic, Devanagari; fonts-noto-cjk for Chinese when installed), chosen per text by its
 * script, with DejaVu and then Helvetica as fallbacks.
 */

export interface ReceiptLayout {
  title: string;
  issuer: { heading: string; lines: string[] };
  /** Label and value rows: number, date, buyer, what was bought, amount, method, status. */
  rows: { label: string; value: string; strong?: boolean }[];
  notes: string[];
  /** Document metadata. */
  meta: { title: string; subject: string };
}

type Script = 'latin' | 'devanagari' | 'cjk';
type Face = { regular: FontRef; bold: FontRef };
type FontRef = { path: string; family?: string } | { builtin: string };

const NOTO = '/usr/share/fonts/truetype/noto';
const CJK_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
];

function firstExisting(...paths: string[]): string | null {
  return paths.find((p) => existsSync(p)) ?? null;
}

function ttf(path: string | null, family?: string): FontRef | null {
  return path ? { path, ...(family ? { family } : {}) } : null;
}

/** The faces found on this machine, by script; looked up once. */
let faces: Partial<Record<Script, Face>> | null = null;
function installedFaces(): Partial<Record<Script, Face>> {
  if (faces) return faces;
  faces = {};
  const latinRegular = ttf(
    firstExisting(`${NOTO}/NotoSans-Regular.ttf`, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
  );
  const latinBold = ttf(
    firstExisting(`${NOTO}/NotoSans-Bold.ttf`, '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
  );
  faces.latin = {
    regular: latinRegular ?? { builtin: 'Helvetica' },
    bold: latinBold ?? latinRegular ?? { builtin: 'Helvetica-Bold' },
  };
  const deva = ttf(firstExisting(`${NOTO}/NotoSansDevanagari-Regular.ttf`));
  if (deva)
    faces.devanagari = {
      regular: deva,
      bold: ttf(firstExisting(`${NOTO}/NotoSansDevanagari-Bold.ttf`)) ?? deva,
    };
  const cjk = firstExisting(...CJK_FILES);
  if (cjk) {
    const regular = { path: CJK_FILES[0]!, family: 'NotoSansCJKsc-Regular' };
    const bold = existsSync(CJK_FILES[1]!) ? { path: CJK_FILES[1]!, family: 'NotoSansCJKsc-Bold' } : regular;
    faces.cjk = { regular: existsSync(CJK_FILES[0]!) ? regular : bold, bold };
  } else {
    const fallback = ttf(
      firstExisting(
        '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
        '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
        '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
      ),
    );
    if (fallback) faces.cjk = { regular: fallback, bold: fallback };
  }
  return faces;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

function scriptOf(char: string): Script {
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (CJK.test(char)) return 'cjk';
  return 'latin';
}

/**
 * A text cut where its script changes (spaces stay with the run before them), so a Hindi label with
 * a Latin name in it takes each part from a font that has its letters.
 */
function runsOf(text: string, available: Partial<Record<Script, Face>>): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    let script = scriptOf(char);
    if (!available[script]) script = 'latin';
    if (last && (last.script === script || /\s/.test(char))) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/** Whether this machine has a font for the script of `language`'s texts (else write them in English). */
export function canWrite(language: string): boolean {
  const f = installedFaces();
  if (language === 'hi') return Boolean(f.devanagari);
  if (language.startsWith('zh')) return Boolean(f.cjk);
  return true;
}

/** The PDF's bytes. `compress: false` leaves the content streams readable (the tests read them). */
export function renderReceiptPdf(layout: ReceiptLayout, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: opts.compress ?? true,
    info: { Title: layout.meta.title, Subject: layout.meta.subject, Author: 'TRT Tutoring' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const available = installedFaces();
  const registered = new Set<string>();
  const font = (script: Script, weight: 'regular' | 'bold') => {
    const ref = (available[script] ?? available.latin!)[weight];
    if ('builtin' in ref) return doc.font(ref.builtin);
    const name = `${ref.path}#${ref.family ?? ''}`;
    if (!registered.has(name)) {
      doc.registerFont(name, ref.path, ref.family);
      registered.add(name);
    }
    return doc.font(name);
  };
  /** Writes `text` at (x, y) within `width`, each script run in its font; leaves doc.y below it. */
  const write = (
    text: string,
    at: { x: number; y: number; width: number },
    style: { weight?: 'regular' | 'bold'; size: number },
  ) => {
    const runs = runsOf(text, available);
    runs.forEach((run, i) => {
      font(run.script, style.weight ?? 'regular').fontSize(style.size);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, at.x, at.y, { width: at.width, continued });
      else doc.text(run.text, { continued });
    });
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 170;
  const full = () => ({ x: left, y: doc.y, width });

  write(layout.title, full(), { weight: 'bold', size: 22 });
  doc.moveDown(0.8);
  doc.fillColor('#555555');
  write(layout.issuer.heading, full(), { weight: 'bold', size: 9 });
  for (const line of layout.issuer.lines) write(line, full(), { size: 9 });
  doc.fillColor('#000000').moveDown(1.2);

  for (const row of layout.rows) {
    const y = doc.y;
    write(row.label, { x: left, y, width: labelWidth - 10 }, { weight: 'bold', size: 10 });
    const afterLabel = doc.y;
    write(
      row.value,
      { x: left + labelWidth, y, width: width - labelWidth },
      { weight: row.strong ? 'bold' : 'regular', size: row.strong ? 12 : 10 },
    );
    doc.y = Math.max(afterLabel, doc.y) + 6;
  }

  doc.moveDown(1).fillColor('#333333');
  for (const note of layout.notes) {
    write(note, full(), { size: 9 });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
