/**
 * `npm run test-plan -- <machine>` prints a machine's test plan as Markdown: the shortest and simple paths the
 * model-based suite plays (src/flowDocs/catalog.ts says which model), as numbered steps saying what to do and what
 * to see, for QA to review or follow by hand. `--all` writes every plan to test-plans/ (or `--out <folder>`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type FlowName, flowNames, flows, isFlowName } from '#flowDocs/catalog.ts';
import { buildTestPlan, testPlanMarkdown } from '#flowDocs/testPlan.ts';

const usage = `Usage: npm run test-plan -- <machine>       print one machine's test plan
       npm run test-plan -- --all [--out <folder>]  write every plan (default folder: test-plans/)
Machines: ${flowNames.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function planOf(name: FlowName) {
  const plan = buildTestPlan(name, flows[name]);
  for (const gap of plan.missing) console.error(`test-plan: ${name} has no words for ${gap}`);
  return plan;
}

function readArguments() {
  try {
    return parseArgs({ allowPositionals: true, options: { all: { type: 'boolean' }, out: { type: 'string' } } });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const { values, positionals } = readArguments();

if (values.all) {
  if (positionals.length > 0) fail('--all writes every plan: name no machine with it.');
  const folder = resolve(values.out ?? 'test-plans');
  await mkdir(folder, { recursive: true });
  for (const name of flowNames) {
    const file = join(folder, `${name}.md`);
    await writeFile(file, testPlanMarkdown(planOf(name)));
    console.log(`wrote ${file}`);
  }
} else {
  if (values.out !== undefined) fail('--out goes with --all.');
  const [name, ...extra] = positionals;
  if (name === undefined) fail('Name a machine.');
  if (extra.length > 0) fail(`One machine at a time (got ${positionals.join(', ')}), or --all.`);
  if (!isFlowName(name)) fail(`Unknown machine "${name}".`);
  process.stdout.write(testPlanMarkdown(planOf(name)));
}
