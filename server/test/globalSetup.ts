import type { TestProject } from 'vitest/node';
import { makeTemplates } from './templates';

/** Once per run, before the workers start: the migrated and seeded templates the test apps are copied from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await makeTemplates();
  project.provide('templates', templates);
  return remove;
}
