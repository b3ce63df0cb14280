import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowNames, flows } from './catalog.ts';
import { readMachine } from './machineGraph.ts';
import { flowMachines } from './machines.ts';
import { buildTestPlan } from './testPlan.ts';

/* The catalog against what is on disk: no machine without a page, no suite without a plan, no word missing. */

const root = `${join(import.meta.dirname, '..', '..')}/`;
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

describe('the flow catalog', () => {
  it('has a flow for every machine file, and every file it names exists', () => {
    // formFlow.machine.ts makes machines (every form flow's page draws the one it made), it is none itself.
    const machineFiles = globSync('src/machines/*/*.machine.ts', { cwd: root })
      .filter((file) => file !== 'src/machines/formFlow/formFlow.machine.ts')
      .sort();
    const named = flowNames.map((name) => flows[name].machineFile);
    expect(named.filter((file) => file.startsWith('src/')).sort()).toEqual(machineFiles);
    for (const name of flowNames) {
      const { machineFile, plan } = flows[name];
      for (const file of [machineFile, plan.modelFile, plan.suite].filter((f) => f !== undefined)) {
        expect(existsSync(`${root}${file}`), `${name}: ${file}`).toBe(true);
      }
    }
  });

  it('names every model-based suite, and each plays its flow’s model through the shared harness', () => {
    const suites = globSync('src/**/*.model.test.tsx', { cwd: root }).sort();
    const named = new Set(flowNames.map((name) => flows[name].plan.suite).filter((suite) => suite !== undefined));
    expect([...named].sort()).toEqual(suites);
    for (const name of flowNames) {
      const { suite, model } = flows[name].plan;
      if (suite === undefined) continue;
      const source = read(suite);
      expect(source, suite).toContain("from '#test/modelSuite.ts'");
      expect(source, suite).toMatch(/playModel\(/);
      const exportName = model.id === 'confirmedActionModel' ? 'confirmedActionModel' : model.id;
      expect(source, `${suite} plays ${model.id}`).toContain(exportName);
    }
  });

  it.each(flowNames)('%s: the machine says what each of its states is and each event means', (name) => {
    const graph = readMachine(flowMachines[name]);
    expect(graph.id).toBe(name);
    expect(graph.description, 'the machine’s description').toBeTruthy();
    expect(graph.states.filter((state) => !state.description).map((state) => state.id)).toEqual([]);
    expect(graph.events.filter((event) => !event.description).map((event) => event.type)).toEqual([]);
  });

  it.each(flowNames)('%s: its test plan has words for every step', (name) => {
    expect(buildTestPlan(name, flows[name]).missing).toEqual([]);
  });
});
