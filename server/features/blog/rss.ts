import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { listPublished } from './blog.service.ts';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RSS 2.0 of the published articles, newest first. */
export function registerRss(app: FastifyInstance, ctx: AppContext) {
  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_req, reply) => {
    const posts = (await listPublished(ctx, {})).slice(0, 50);
    const base = ctx.env.PUBLIC_URL;
    const items = posts
      .map(
        (p) => `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${base}/blog/${p.slug}</link>
      <guid isPermaLink="false">${p.id}</guid>
      <description>${escapeXml(p.summary)}</description>
      <pubDate>${new Date(p.publishedAt!).toUTCString()}</pubDate>
${p.author ? `      <author>noreply@trt-tutoring.eu (${escapeXml(p.author)})</author>\n` : ''}${p.tags.map((t) => `      <category>${escapeXml(t)}</category>`).join('\n')}
    </item>`,
      )
      .join('\n');
    reply.type('application/rss+xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(PRODUCT_NAME)} Blog</title>
    <link>${base}/blog</link>
    <atom:link href="${base}/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Learning in small groups: guides and news from ${escapeXml(PRODUCT_NAME)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  });
}
