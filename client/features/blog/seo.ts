import type { SeoEntry } from '../../app/routing/route-entry';
import { blogPosting, itemList, trail } from '../../lib/structured-data';
import { blogQueries } from './api/blog.queries';

export const blogListSeo: SeoEntry = {
  description: ({ t }) => t('blog.list.intro'),
  jsonLd: (args) => [
    itemList(
      args.url,
      (args.data(blogQueries.published()) ?? []).map((p) => ({
        name: p.title,
        url: `${args.origin}/blog/${p.slug}`,
      })),
    ),
    trail(args, [{ name: args.t('blog.list.eyebrow'), path: '/blog' }]),
  ],
};

const postOf = (args: Parameters<SeoEntry['description']>[0]) =>
  args.data(blogQueries.post(args.params.postId ?? ''));

export const blogPostSeo: SeoEntry = {
  ogType: 'article',
  description: (args) => postOf(args)?.summary || args.t('blog.list.intro'),
  canonicalPath: (args) => {
    const post = postOf(args);
    return post ? `/blog/${post.slug}` : undefined;
  },
  jsonLd: (args) => {
    const post = postOf(args);
    if (!post) return [];
    const url = args.origin + args.localePath(`/blog/${post.slug}`);
    return [
      blogPosting(args.origin, url, post),
      trail(args, [
        { name: args.t('blog.list.eyebrow'), path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ];
  },
  sitemap: {
    queries: [blogQueries.published()],
    urls: ([posts]) =>
      (posts as { slug: string; updatedAt: string }[]).map((p) => ({
        path: `/blog/${p.slug}`,
        lastmod: p.updatedAt,
      })),
  },
};
