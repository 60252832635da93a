import type { TFunction } from 'i18next';

/** "small-groups" → "small groups": tags are stored as slugs and shown as words. */
export const tagLabel = (tag: string) => tag.replace(/[-_]+/g, ' ');

/** Known tags have a translated label (blog.tags.*); any other tag is shown as its words. */
export function translatedTag(t: TFunction, tag: string): string {
  return /^[a-z0-9-]+$/.test(tag) ? t(`blog.tags.${tag}`, { defaultValue: tagLabel(tag) }) : tagLabel(tag);
}
