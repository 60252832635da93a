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
};
