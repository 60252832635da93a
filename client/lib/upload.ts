import { UPLOADS_PATH } from '../../common/contracts/routes';
import { ensureCsrfToken } from './api';
import { ApiError, parseErrorBody } from './api-error';

/**
 * Sends a file over tus (resumable: a dropped connection resumes where it stopped, ADR 020). The
 * tus client is loaded on the first upload only. A refusal becomes an ApiError with the server's
 * message key, so screens show it through errorMessage() like any other failed call.
 */
export async function uploadFile(
  file: File,
  metadata: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const [{ Upload }, token] = await Promise.all([import('tus-js-client'), ensureCsrfToken()]);
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_PATH,
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { ...metadata, filename: file.name, filetype: file.type },
      headers: { 'X-CSRF-Token': token ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      // Uploads are not resumed across page loads: a half-sent document is simply sent again.
      storeFingerprintForResuming: false,
      onProgress: (sent, total) => onProgress?.(total ? sent / total : 0),
      onSuccess: () => resolve(),
      onError: (error) => {
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        const status = response?.getStatus() ?? 0;
        const text = response?.getBody() ?? '';
        // A resume (HEAD) carries no body: its 423 is the server's "the virus scanner is down; the
        // upload is kept, try again later" (ADR 024).
        const body =
          parseErrorBody(text) ?? (status === 423 ? { key: 'onboarding.upload.scanUnavailable' } : null);
        reject(new ApiError(status, text || error.message, body));
      },
    });
    upload.start();
  });
}
