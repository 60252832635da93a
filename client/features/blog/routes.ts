import { defineRoutes } from '../../app/routing/route-entry';
import { blogQueries } from './api/blog.queries';

const seo = () => import('./seo');
const editors = { permission: 'blog:manage' } as const;
const editor = () => import('./components/admin-blog-editor-page').then((m) => m.AdminBlogEditorPage);

export const blogRoutes = defineRoutes([
  {
    path: '/blog',
    screen: () => import('./components/blog-list-page').then((m) => m.BlogListPage),
    access: 'public',
    data: () => [blogQueries.published()],
    title: ({ t }) => t('seo.blog.title'),
    seo: () => seo().then((m) => m.blogListSeo),
    nav: [{ menu: 'footer', label: 'blog.footerLink', order: 20 }],
  },
  {
    path: '/blog/:postId',
    screen: () => import('./components/blog-post-page').then((m) => m.BlogPostPage),
    access: 'public',
    render: 'islands',
    data: ({ params }) => [blogQueries.post(params.postId ?? '')],
    title: ({ t, data, params }) => {
      const post = data(blogQueries.post(params.postId ?? ''));
      return post ? t('seo.blogPost.title', { title: post.title }) : t('seo.blog.title');
    },
    seo: () => seo().then((m) => m.blogPostSeo),
  },
  {
    path: '/admin/blog',
    screen: () => import('./components/admin-blog-list-page').then((m) => m.AdminBlogListPage),
    access: editors,
    data: () => [blogQueries.adminList()],
  },
  { path: '/admin/blog/new', screen: editor, access: editors },
  {
    path: '/admin/blog/:id',
    screen: editor,
    access: editors,
    data: ({ params }) => [blogQueries.adminPost(params.id ?? '')],
  },
]);
