// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docgenOptions } from './docgen.ts';
import { isInherited } from './docs.ts';

/*
 * Every component with stories has a docs page (autodocs), and this keeps each page worth reading: the component's
 * JSDoc says what it is for, when to use it and when not, and each of its own props says what it does.
 */

const root = resolve(import.meta.dirname, '..');
const aliases: Record<string, string> = { '#ui/': 'src/ui/', '#app/': 'src/app/', '#pages/': 'src/pages/' };

interface Documented {
  storyFile: string;
  componentFile: string;
  name: string;
}

/** The component a story file documents (its meta's `component`) and its subcomponents, with their source files. */
function documentedComponents(storyFile: string): Documented[] | 'none' {
  const source = readFileSync(resolve(root, storyFile), 'utf8');
  const component = /^\s{2}component: (\w+)(<[^>]*>)?,/m.exec(source)?.[1];
  if (component === undefined) return 'none';
  const subcomponents = /^\s{2}subcomponents: \{([^}]*)\}/m.exec(source)?.[1]?.match(/\w+/g) ?? [];
  return [component, ...subcomponents].map((name) => {
    const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(source)?.[1];
    if (from === undefined) throw new Error(`${storyFile}: cannot find where ${name} is imported from`);
    const alias = Object.keys(aliases).find((prefix) => from.startsWith(prefix));
    const componentFile = alias
      ? resolve(root, from.replace(alias, aliases[alias] ?? ''))
      : resolve(root, dirname(storyFile), from);
    return { storyFile, componentFile, name };
  });
}

describe('the design system docs', () => {
  const storyFiles = globSync('src/**/*.stories.tsx', { cwd: root }).sort();
  const found = storyFiles.map((storyFile) => ({ storyFile, components: documentedComponents(storyFile) }));

  it('give every story file a component to document, except the pages about the theme and the flows', () => {
    // Foundations pages show the theme's tokens and Flows pages draw the state machines: neither has a component.
    const about = ['/Foundations/', 'src/flowDocs/'];
    const without = found.filter(
      ({ storyFile, components }) => components === 'none' && !about.some((folder) => storyFile.includes(folder)),
    );
    expect(without.map(({ storyFile }) => storyFile)).toEqual([]);
  });

  it('say what each component is for, when to use it and when not, and what each of its props does', async () => {
    const { withCustomConfig } = await import('react-docgen-typescript');
    const parser = withCustomConfig(resolve(root, 'tsconfig.json'), docgenOptions);
    const documented = found.flatMap(({ components }) => (components === 'none' ? [] : components));
    const docs = parser.parse([...new Set(documented.map(({ componentFile }) => componentFile))]);
    const problems = documented.flatMap(({ storyFile, componentFile, name }) => {
      const doc = docs.find((candidate) => candidate.filePath === componentFile && candidate.displayName === name);
      if (doc === undefined) return [`${name} (${storyFile}): docgen found no component`];
      const undocumented = Object.values(doc.props)
        .filter((prop) => !isInherited(prop) && prop.description.trim() === '')
        .map((prop) => prop.name);
      return [
        ...(/\bUse it\b/.test(doc.description) && /\bNot\b/.test(doc.description)
          ? []
          : [`${name}: its JSDoc needs a line on when to use it ("Use it …") and when not ("Not …")`]),
        ...(undocumented.length > 0 ? [`${name}: props without a JSDoc description: ${undocumented.join(', ')}`] : []),
      ];
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
