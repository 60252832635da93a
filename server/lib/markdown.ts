import MarkdownIt from 'markdown-it';

/**
 * Markdown to HTML that is safe to put into a page: raw HTML in the source is escaped, not passed
 * through, and markdown-it refuses javascript:, vbscript: and data: (except images) link targets.
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
// Typographic quotes yes, but "(c)" or "(tm)" in an article stays as written.
md.disable('replacements');

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]!.attrGet('href') ?? '';
  // External links open safely and pass no referrer or ranking credit.
  if (/^https?:\/\//.test(href)) {
    tokens[idx]!.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export const renderMarkdown = (source: string) => md.render(source);
