import { legalKinds } from '../../../common/contracts/legal.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import * as repo from './legal.repo.ts';

type Kind = (typeof legalKinds)[number];

/** Versions in the asked language, or in English when that language has none of the kind. */
async function versionsOf(ctx: AppContext, kind: string | undefined, language: string) {
  const local = await repo.listVersions(ctx.db, language, kind);
  if (language === 'en') return local;
  const english = await repo.listVersions(ctx.db, 'en', kind);
  const localKinds = new Set(local.map((d) => d.kind));
  return [...local, ...english.filter((d) => !localKinds.has(d.kind))];
}

export async function listCurrent(ctx: AppContext, language = 'en') {
  const all = await versionsOf(ctx, undefined, language);
  return legalKinds
    .map((kind) => all.find((d) => d.kind === kind))
    .filter((d): d is repo.LegalRow => Boolean(d))
    .map((d) => ({
      kind: d.kind as Kind,
      version: d.version,
      title: d.title,
      language: d.language,
      publishedAt: d.publishedAt.toISOString(),
    }));
}

export async function getDocument(
  ctx: AppContext,
  kind: Kind,
  opts: { version?: string; language?: string },
) {
  const versions = await versionsOf(ctx, kind, opts.language ?? 'en');
  const doc = opts.version ? versions.find((d) => d.version === opts.version) : versions[0];
  if (!doc) throw new AppError('NOT_FOUND', 'This document or version does not exist.');
  return {
    kind,
    version: doc.version,
    title: doc.title,
    language: doc.language,
    publishedAt: doc.publishedAt.toISOString(),
    html: renderMarkdown(doc.bodyMarkdown),
    versions: versions
      .filter((d) => d.language === doc.language)
      .map((d) => ({ version: d.version, publishedAt: d.publishedAt.toISOString() })),
  };
}

/** Records that a user accepted a document version, inside the caller's transaction. */
export const recordAcceptance = (ex: Executor, userId: string, kind: Kind, version: string, at: Date) =>
  repo.insertAcceptance(ex, { userId, kind, version, acceptedAt: at });
