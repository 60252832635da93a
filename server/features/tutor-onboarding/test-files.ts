/**
 * The smallest files whose bytes say what they are, for upload tests (server and end-to-end): the
 * server reads the type from the bytes, so these must be real signatures, not just names.
 */
export const TEST_FILES = {
  pdf: () =>
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  jpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(200),
    ]),
  mp4: () =>
    Buffer.concat([
      Buffer.from([0x00, 0x00, 0x00, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0x00, 0x00, 0x02, 0x00]),
      Buffer.from('isomiso2'),
      Buffer.alloc(4096),
    ]),
  /** Text that only calls itself a PDF. */
  fakePdf: () => Buffer.from('This is plain text with a .pdf name, not a PDF at all.\n'),
  /** The antivirus test file, as a tutor might send it under a .pdf name. */
  eicar: () => Buffer.from(EICAR, 'latin1'),
  /** A real PDF that runs JavaScript when opened. */
  pdfWithJavaScript: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n' +
        "2 0 obj\n<< /S /JavaScript /JS (app.alert('hi')) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
};

/**
 * The EICAR antivirus test string, harmless by design; in two pieces so that this source file is not
 * itself reported by a virus scanner.
 */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');
