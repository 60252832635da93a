/** Escaping for everything the server interpolates into HTML and XML. */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** XML text and attribute values (sitemap). */
export const escXml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * JSON for a <script type="application/ld+json"> block: "<", ">" and "&" become \u escapes so no
 * value can close the script element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A tag builder for the small, fixed vocabulary of the pre-rendered pages; attributes are escaped, children are trusted HTML. */
export function h(
  tag: string,
  attrs: Record<string, string | number | boolean | undefined> | null,
  ...children: (string | false | null | undefined)[]
): string {
  let open = `<${tag}`;
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === false) continue;
    open += value === true ? ` ${name}` : ` ${name}="${esc(value)}"`;
  }
  return `${open}>${children.filter((c) => typeof c === 'string').join('')}</${tag}>`;
}
