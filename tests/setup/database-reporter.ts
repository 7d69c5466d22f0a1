// Prints how many tests ran on each database, and says so loudly when the PostgreSQL server run was skipped.
import type { Reporter, TestModule } from 'vitest/node';

export default class DatabaseReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const counts = new Map<string, { passed: number; failed: number; files: number }>();
    for (const module of modules) {
      const name = module.project.name || 'default';
      const entry = counts.get(name) ?? { passed: 0, failed: 0, files: 0 };
      entry.files++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') entry.passed++;
        else if (state === 'failed') entry.failed++;
      }
      counts.set(name, entry);
    }
    const lines = ['', 'Tests by database:'];
    const labels: Record<string, string> = {
      unit: 'unit (no database)',
      pglite: 'PGlite (embedded)',
      postgres: 'PostgreSQL server',
      neon: 'PostgreSQL, Neon driver',
    };
    for (const [name, label] of Object.entries(labels)) {
      const c = counts.get(name);
      if (c) lines.push(`  ${label.padEnd(24)} ${c.passed} passed, ${c.failed} failed in ${c.files} files`);
    }
    if (!process.env.TEST_DATABASE_URL) {
      lines.push(
        '  PostgreSQL server        SKIPPED (and the Neon driver run): TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
      );
    }
    console.log(lines.join('\n'));
  }
}
