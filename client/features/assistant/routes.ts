import { defineRoutes } from '../../app/routing/route-entry';

/** PRODUCT.md E: Simi introduced, and Simi to chat with (ADR 027). */
export const assistantRoutes = defineRoutes([
  {
    path: '/ai-team',
    screen: () => import('./components/ai-team-page').then((m) => m.AiTeamPage),
    access: 'public',
    render: 'islands',
    title: ({ t }) => t('layout.documentTitle', { title: t('assistant.team.title') }),
    seo: async () => ({ description: ({ t }) => t('assistant.team.seoDescription') }),
  },
  {
    path: '/gemini',
    screen: () => import('./components/simi-chat-page').then((m) => m.SimiChatPage),
    access: 'user',
    title: ({ t }) => t('layout.documentTitle', { title: t('assistant.chat.title') }),
  },
]);
