/**
 * The instance generator's command and file writer; the generator itself is
 * server/features/matching/engine/generate.ts (the live demo uses it too).
 *
 *   npx tsx bench/matching/generate.ts --learners 10000 --tutors 1000 --seed 7 --open-groups 20 --out x.json
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type GenerateOptions, generateInstance } from '../../server/features/matching/engine/generate.ts';
import type { MatchingInstance } from '../../server/features/matching/engine/instance.ts';

export * from '../../server/features/matching/engine/generate.ts';

/**
 * Writes the instance as JSON, one person per line, without building the whole text in memory (a
 * million learners make ~240 MB of JSON, near V8's longest string).
 */
export function writeInstanceJson(path: string, instance: MatchingInstance) {
  const fd = openSync(path, 'w');
  try {
    let buffer = '';
    const put = (s: string) => {
      buffer += s;
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer);
        buffer = '';
      }
    };
    const list = (name: string, items: readonly unknown[], last: boolean) => {
      put(`  ${JSON.stringify(name)}: [`);
      items.forEach((item, i) => put(`${i ? ',' : ''}\n    ${JSON.stringify(item)}`));
      put(`\n  ]${last ? '' : ','}\n`);
    };
    put('{\n');
    const rest = instance.weights !== undefined;
    list('learners', instance.learners, false);
    list('tutors', instance.tutors, !instance.openGroups && !rest);
    if (instance.openGroups) list('openGroups', instance.openGroups, !rest);
    if (rest) put(`  "weights": ${JSON.stringify(instance.weights)}\n`);
    put('}\n');
    writeSync(fd, buffer);
  } finally {
    closeSync(fd);
  }
}

function cli(argv: string[]) {
  const arg = (name: string, fallback?: number) => {
    const i = argv.indexOf(`--${name}`);
    if (i === -1) return fallback;
    const v = Number(argv[i + 1]);
    if (!Number.isFinite(v)) throw new Error(`--${name} needs a number`);
    return v;
  };
  const outAt = argv.indexOf('--out');
  const out = outAt === -1 ? undefined : argv[outAt + 1];
  const learners = arg('learners', 1000) as number;
  const opts: GenerateOptions = {
    learners,
    tutors: arg('tutors', Math.max(1, Math.round(learners / 10))) as number,
    seed: arg('seed', 1) as number,
    openGroups: arg('open-groups', 0),
    skills: arg('skills'),
  };
  const instance = generateInstance(opts);
  if (out) {
    writeInstanceJson(out, instance);
    console.log(
      `wrote ${out}: ${instance.learners.length} learners, ${instance.tutors.length} tutors, ${instance.openGroups?.length ?? 0} open groups (seed ${opts.seed})`,
    );
  } else {
    process.stdout.write(`${JSON.stringify(instance)}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) cli(process.argv.slice(2));
