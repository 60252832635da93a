import type { TFunction } from 'i18next';

/**
 * A skill's name and description in the reader's language. Seeded skills have human translations
 * under seedContent.skills.<id> (found by the skill's id, never by its English text); a skill an
 * operator adds later is shown as written until a translation exists.
 */
export const skillName = (t: TFunction, skill: { id: string; name: string }): string =>
  t(`seedContent.skills.${skill.id}.name`, { defaultValue: skill.name });

export const skillDescription = (t: TFunction, skill: { id: string; description: string }): string =>
  t(`seedContent.skills.${skill.id}.description`, { defaultValue: skill.description });
