/** What a scan found: nothing, or a threat with a short name (a signature, or one of our rules). */
export type ScanVerdict =
  | { clean: true; scanner: string }
  | { clean: false; scanner: string; threat: string };

/**
 * Reads an upload's bytes once, start to end, and says whether they may be kept (ADR 024). Scanners
 * take the bytes as an async iterable, so one read of the file (from disk or S3) can feed several.
 */
export interface MalwareScanner {
  /** Recorded on each document: which scanner passed it. */
  readonly name: string;
  /** Throws ScannerUnavailableError when the scanner could not give a verdict (down, timed out). */
  scan(bytes: AsyncIterable<Uint8Array>): Promise<ScanVerdict>;
}

/** The scanner, not the file, failed: the upload is kept and the answer is "try again later". */
export class ScannerUnavailableError extends Error {
  override name = 'ScannerUnavailableError';
}
