import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('escapes raw HTML and refuses script links', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1))');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });

  it('keeps (c) and (tm) as written but curls quotes', () => {
    const html = renderMarkdown('Copyright (c) TRT (tm) "quoted"');
    expect(html).toContain('(c)');
    expect(html).toContain('(tm)');
    expect(html).toContain('“quoted”');
  });

  it('marks external links noopener and leaves internal ones alone', () => {
    expect(renderMarkdown('[a](https://example.org)')).toContain('rel="noopener noreferrer nofollow"');
    expect(renderMarkdown('[b](/faq)')).not.toContain('rel=');
  });
});
