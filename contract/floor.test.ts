import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module specifier a contract file imports (static, dynamic or re-exported). */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1] ?? '');
}

describe('the contract is the floor', () => {
  it('imports nothing from src/ or server/, only its own files and libraries', async () => {
    const files = (await readdir(import.meta.dirname)).filter((file) => file.endsWith('.ts'));
    const climbs: string[] = [];
    for (const file of files) {
      const source = await readFile(join(import.meta.dirname, file), 'utf8');
      for (const specifier of importsOf(source)) if (specifier.startsWith('..')) climbs.push(`${file}: ${specifier}`);
    }
    expect(files.length).toBeGreaterThan(10);
    expect(climbs).toEqual([]);
  });
});
