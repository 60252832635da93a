import { SUGGESTIONS } from '../../../common/contracts/search.ts';
import type { AppContext } from '../../context.ts';
import { skillNamesIn } from '../../i18n/catalogue.ts';
import { similarSkills } from './suggestions.repo.ts';

/** SPEC.md 7.2's suggestions: up to 6 skills for 2 or more typed characters, in the reader's language. */
export async function suggestions(ctx: AppContext, q: string, language: string) {
  const text = q.trim();
  if (text.length < SUGGESTIONS.minQuery) return { suggestions: [], skills: [] };
  const found = await similarSkills(ctx.db, text, skillNamesIn(language), SUGGESTIONS.keep);
  return { suggestions: found.map((s) => s.label), skills: found };
}
