import { type EngineOptions, formGroups } from './form-groups.ts';
import { instanceSchema, type MatchingResult } from './instance.ts';

export class InvalidInstanceError extends Error {}

/**
 * The one entry point of the operators' command and of the benchmark: validate an instance (as
 * parsed JSON) and form its groups. A bad instance throws InvalidInstanceError naming each problem.
 */
export function runMatching(input: unknown, options: EngineOptions = {}): MatchingResult {
  const parsed = instanceSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'instance'}: ${i.message}`);
    throw new InvalidInstanceError(problems.slice(0, 20).join('\n'));
  }
  return formGroups(parsed.data, options);
}
