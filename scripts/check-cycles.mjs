// Finds import cycles in client/, server/ and common/, type-only imports included (a cycle of types is
// still two modules that cannot be understood apart): `node scripts/check-cycles.mjs`. Part of `npm run lint`.
// Dynamic import() (screens loaded on demand) is not a dependency of the importing module's own code,
// so it does not count. ESLint's import-x/no-cycle skips type imports, hence this check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const dirs = ['client', 'server', 'common'];
const skip = /(^|\/)(node_modules|dist|migrations)(\/|$)|\.test\.tsx?$|\.d\.ts$/;

function files(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (skip.test(path.relative(root, full))) continue;
    if (statSync(full).isDirectory()) out.push(...files(full));
    else if (/\.tsx?$/.test(entry)) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@common/')) base = path.join(root, 'common', spec.slice(8));
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Static import and export-from specifiers of a file (type-only ones included, import() excluded). */
function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier)
      specs.push(statement.moduleSpecifier.text);
  }
  return specs;
}

const graph = new Map();
for (const dir of dirs)
  for (const file of files(path.join(root, dir)))
    graph.set(
      file,
      staticImports(file)
        .map((spec) => resolve(file, spec))
        .filter((target) => target && !skip.test(path.relative(root, target))),
    );

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function connect(node) {
  meta.set(node, { index, low: index, onStack: true });
  index++;
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!meta.has(next)) {
      connect(next);
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
    } else if (meta.get(next).onStack)
      meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
  }
  if (meta.get(node).low === meta.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      meta.get(member).onStack = false;
      component.push(path.relative(root, member));
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of graph.keys()) if (!meta.has(node)) connect(node);

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${cycle.join('\n    ↔ ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${graph.size} modules`);
