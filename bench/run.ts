import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';

/**
 * `npm run bench [-- name…]`: runs every bench/*.bench.ts (or those whose name contains a given word), one
 * after another so they do not compete for the two cores, prints each result as a table, and writes it to
 * bench/results/<name>.json.
 *
 * A bench file's default export is `() => Promise<BenchReport>`.
 */
export interface BenchReport {
  title: string;
  /** One line of the printed table each; the same keys in every row. */
  rows: Record<string, string | number>[];
  /** Facts worth keeping with the figures: sizes, engine, goal met or not. */
  notes?: string[];
}

const benchDir = new URL('./', import.meta.url);
const resultsDir = new URL('./results/', import.meta.url);

const wanted = process.argv.slice(2);
const files = (await readdir(benchDir))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((word) => file.includes(word)))
  .sort();
if (files.length === 0) {
  console.error(`No bench file matches ${wanted.join(', ')}`);
  process.exit(2);
}

await mkdir(resultsDir, { recursive: true });
let failed = false;
for (const file of files) {
  const name = basename(file, '.bench.ts');
  console.log(`\n▶ ${name}`);
  try {
    const module = (await import(new URL(file, benchDir).href)) as { default: () => Promise<BenchReport> };
    const report = await module.default();
    console.log(`\n${report.title}`);
    printTable(report.rows);
    for (const note of report.notes ?? []) console.log(`  ${note}`);
    await writeFile(
      new URL(`${name}.json`, resultsDir),
      `${JSON.stringify({ ...report, measuredAt: new Date().toISOString() }, null, 2)}\n`,
    );
  } catch (error) {
    failed = true;
    console.error(`✗ ${name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);

function printTable(rows: BenchReport['rows']) {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (value: string | number | undefined) =>
    typeof value !== 'number' ? (value ?? '') : Number.isInteger(value) ? String(value) : value.toFixed(1);
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(cell(row[column])).length)),
  );
  const line = (values: string[]) =>
    `  ${values.map((value, index) => (index === 0 ? value.padEnd(widths[index] ?? 0) : value.padStart(widths[index] ?? 0))).join('  ')}`;
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => String(cell(row[column])))));
}
