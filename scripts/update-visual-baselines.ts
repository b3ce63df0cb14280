/**
 * Writes the visual baselines (tests/visual/) anew from the stories, after a deliberate change of how something
 * looks or for a new story: `npm run test:visual:update` for every story, `npm run test:visual:update -- <story
 * files or folders>` for some. Without a filter it first removes every baseline, so those of renamed or deleted
 * stories go too; a story that did not change comes back byte for byte, so `git status` lists exactly what did.
 */
import { spawnSync } from 'node:child_process';
import { globSync, rmSync } from 'node:fs';

const filters = process.argv.slice(2);
if (filters.length === 0) {
  for (const baseline of globSync('tests/visual/*/*.png')) rmSync(baseline);
}
// `--update=all`: a bare `--update` would take the first file filter for its value.
const run = spawnSync('vitest', ['run', '--project', 'storybook', '--update=all', ...filters], {
  stdio: 'inherit',
  shell: false,
});
if (run.error) throw run.error;
if (run.status !== 0) {
  console.error('Some stories failed: their baselines were not written. Fix them, then run this again.');
}
process.exit(run.status ?? 1);
