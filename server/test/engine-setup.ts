import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  dropPostgresTemplates,
  idAfterSeed,
  postgresTemplates,
  sqliteTemplates,
  type TestTemplates,
} from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/**
 * Global setup of the `sqlite` and `postgres` projects: makes the project's templates once, hands
 * their places to the test files (`inject('testTemplates')`), and removes them after the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'postgres') {
    const url = process.env.TEST_POSTGRES_URL;
    if (!url) throw new Error('the postgres project needs TEST_POSTGRES_URL');
    const postgres = await postgresTemplates(url);
    project.provide('testTemplates', { postgres, idAfterSeed: idAfterSeed() });
    return () => dropPostgresTemplates(url, postgres.prefix);
  }
  const dir = mkdtempSync(join(tmpdir(), 'claims-templates-'));
  const sqlite = await sqliteTemplates(dir);
  project.provide('testTemplates', { sqlite, idAfterSeed: idAfterSeed() });
  return async () => rmSync(dir, { recursive: true, force: true });
}
