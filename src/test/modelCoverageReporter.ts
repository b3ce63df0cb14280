import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, at the end of a run, what each model-based suite reached of its model (src/test/modelSuite.ts): states and
 * transitions out of the model's total, and which it missed. A run of some of a suite's paths (`-t`, a failure)
 * says what the rest would have covered.
 */
export default class ModelCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    for (const testModule of testModules) {
      const suites = [testModule, ...testModule.children.allSuites()];
      for (const suite of suites) {
        const coverage = suite.meta().modelCoverage;
        if (coverage) {
          const name = 'fullName' in suite ? suite.fullName : testModule.moduleId;
          lines.push(`  ${coverage.complete ? '✓' : '✗'} ${name} (${coverage.model}): ${coverage.line}`);
        }
      }
    }
    if (lines.length === 0) return;
    console.log(`\nModel-based suites, what each reached of its model:\n${lines.join('\n')}\n`);
  }
}
