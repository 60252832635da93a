import { DOCUMENT_KINDS, type DocumentKind, UPLOAD_RULES } from '../../../../common/constants';
import { documentFilePath } from '../../../../common/contracts/routes';
import type { Application } from '../../../../common/contracts/tutor-onboarding';
import { tutorOnboardingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format';
import { uploadFile } from '../../../lib/upload';
import { onboardingQueries } from '../api/onboarding.queries';

/** Which documents this application asks for: the criminal-record certificate only from tutors of minors. */
export const kindsFor = (worksWithMinors: boolean): DocumentKind[] =>
  DOCUMENT_KINDS.filter((kind) => kind !== 'criminal_record' || worksWithMinors);

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
};

/** The application's documents, kind by kind: what is there, and a resumable upload for more. */
export function DocumentsSection({ application }: { application: Application }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-4" data-testid="documents">
      {kindsFor(application.profile.worksWithMinors).map((kind) => (
        <DocumentKindRow
          key={kind}
          kind={kind}
          documents={application.documents.filter((d) => d.kind === kind)}
          editable={application.editable}
          required={kind !== 'experience_proof'}
        />
      ))}
      <li className="sr-only">{t('onboarding.documents.private')}</li>
    </ul>
  );
}

function DocumentKindRow({
  kind,
  documents,
  editable,
  required,
}: {
  kind: DocumentKind;
  documents: Application['documents'];
  editable: boolean;
  required: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const rule = UPLOAD_RULES[kind];
  const refresh = (next?: Application) =>
    next
      ? queryClient.setQueryData(onboardingQueries.application().queryKey, next)
      : queryClient.invalidateQueries({ queryKey: onboardingQueries.application().queryKey });

  const remove = useMutation({
    mutationFn: (id: string) => api(tutorOnboardingEndpoints.deleteDocument, {}, { params: { id } }),
    onSuccess: (next) => refresh(next),
    onError: (error) =>
      toast({
        title: t('onboarding.documents.notRemoved'),
        description: errorMessage(error, t('onboarding.errors.failed')),
        variant: 'destructive',
      }),
  });

  async function send(file: File) {
    setProgress(0);
    try {
      await uploadFile(file, { kind }, setProgress);
      toast({ title: t('onboarding.documents.uploaded', { name: file.name }) });
    } catch (error) {
      toast({
        title: t('onboarding.documents.notUploaded', { name: file.name }),
        description: errorMessage(error, t('onboarding.errors.failed')),
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
      await refresh();
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid={`documents-${kind}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900">
            {t(`onboarding.documents.kinds.${kind}.title`)}
            {required ? null : (
              <span className="ml-2 text-sm font-normal text-slate-700">
                {t('onboarding.documents.optional')}
              </span>
            )}
          </h3>
          <p id={hintId} className="mt-0.5 text-sm text-slate-700">
            {t(`onboarding.documents.kinds.${kind}.hint`)}{' '}
            {t('onboarding.documents.rule', {
              types: rule.mimeTypes.map((m) => TYPE_NAMES[m] ?? m).join(', '),
              size: formatFileSize(rule.maxBytes, i18n.language),
            })}
          </p>
        </div>
        {editable ? (
          <div className="shrink-0">
            {/* A real file input, visually replaced by a button in our words (the browser's own
                "Choose File" would be in the browser's language, not the reader's). */}
            <input
              id={inputId}
              type="file"
              accept={rule.mimeTypes.join(',')}
              aria-describedby={hintId}
              disabled={progress !== null}
              data-testid={`upload-${kind}`}
              className="peer sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void send(file);
              }}
            />
            <label
              htmlFor={inputId}
              className={buttonClasses(
                'secondary',
                'sm',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              <Upload aria-hidden="true" className="size-4" />
              {t('onboarding.documents.upload')}
              <span className="sr-only">: {t(`onboarding.documents.kinds.${kind}.title`)}</span>
            </label>
          </div>
        ) : null}
      </div>
      {progress !== null ? (
        <div className="mt-3" role="status">
          <progress
            className="h-2 w-full"
            max={1}
            value={progress}
            aria-label={t('onboarding.documents.uploading')}
          />
          <span className="sr-only">{t('onboarding.documents.uploading')}</span>
        </div>
      ) : null}
      {documents.length ? (
        <ul className="mt-3 space-y-2">
          {documents.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center gap-2 text-sm text-slate-800"
              data-testid="document"
            >
              <span className="min-w-0 flex-1 truncate">
                {d.fileName}{' '}
                <span className="text-slate-600">({formatFileSize(d.sizeBytes, i18n.language)})</span>
              </span>
              <a
                href={documentFilePath(d.id)}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-indigo-700 hover:bg-indigo-50"
                aria-label={t('onboarding.documents.download', { name: d.fileName })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('onboarding.documents.downloadShort')}
              </a>
              {editable ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('onboarding.documents.remove', { name: d.fileName })}
                  onClick={() => remove.mutate(d.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('onboarding.documents.none')}</p>
      )}
    </li>
  );
}
