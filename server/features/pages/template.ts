const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page template (the built client/index.html, or Vite's transformed copy in development) cut
 * once at its insertion points: <html lang>, <title>, the description meta, the manifest link,
 * </head> and the empty #root. A template without one of them still works (the tag is added
 * instead of replaced), so a test can pass a minimal fixture.
 */
export function compileTemplate(indexHtml: string) {
  let html = indexHtml;
  html = html.replace(/<html\b[^>]*>/i, (tag) =>
    /\blang=/.test(tag)
      ? tag.replace(/\blang="[^"]*"/, 'lang="__LANG__"')
      : tag.replace(/>$/, ' lang="__LANG__">'),
  );
  const headExtras: string[] = [];
  if (/<title>[\s\S]*?<\/title>/i.test(html)) html = html.replace(/<title>[\s\S]*?<\/title>/i, '__TITLE__');
  else headExtras.push('__TITLE__');
  const description = /<meta\s+name="description"[^>]*>/i;
  if (description.test(html)) html = html.replace(description, '__DESCRIPTION__');
  else headExtras.push('__DESCRIPTION__');
  const manifest = /<link\s+rel="manifest"[^>]*>/i;
  if (manifest.test(html)) html = html.replace(manifest, '__MANIFEST__');
  else headExtras.push('__MANIFEST__');
  html = html.replace(/<\/head>/i, `${headExtras.join('')}__HEAD__</head>`);
  html = html.replace(/<div id="root"><\/div>/, '__BODY__');
  const parts = html.split(/(__LANG__|__TITLE__|__DESCRIPTION__|__MANIFEST__|__HEAD__|__BODY__)/);

  return (values: {
    lang: string;
    title: string;
    description: string;
    manifest: string;
    head: string;
    body: string;
  }) =>
    parts
      .map((part) => {
        switch (part) {
          case '__LANG__':
            return esc(values.lang);
          case '__TITLE__':
            return `<title>${esc(values.title)}</title>`;
          case '__DESCRIPTION__':
            return `<meta name="description" content="${esc(values.description)}" />`;
          case '__MANIFEST__':
            return `<link rel="manifest" href="${esc(values.manifest)}" />`;
          case '__HEAD__':
            return values.head;
          case '__BODY__':
            return values.body;
          default:
            return part;
        }
      })
      .join('');
}
