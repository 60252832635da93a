export { createScanner } from './malware-scanner.ts';
export { type MalwareScanner, ScannerUnavailableError, type ScanVerdict } from './scanner.ts';
