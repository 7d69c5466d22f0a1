import { describe, expect, it } from 'vitest';
import type { DbSource } from './db.ts';
import { type DeploySituation, deployPlan } from './deploy.ts';
import { deployContext, platform } from './platform.ts';

/** The situation of a build with these platform variables, as scripts/deploy-build.ts reads it. */
function situation(vars: Record<string, string>, source: DbSource, separate = false): DeploySituation {
  return { platform: platform(vars), context: deployContext(vars), source, previewDatabaseIsSeparate: separate };
}

const build = (context: string) => ({ NETLIFY: 'true', CONTEXT: context });

describe('which deploy builds may migrate and seed their database', () => {
  it('production always does, whatever names the database', () => {
    for (const source of ['DATABASE_URL', 'NETLIFY_DB_URL', 'NETLIFY_DATABASE_URL'] as const) {
      expect(deployPlan(situation(build('production'), source)).write).toBe(true);
    }
  });

  it('a preview or branch deploy with Netlify Database does: the database is its own branch', () => {
    for (const context of ['deploy-preview', 'branch-deploy', 'staging']) {
      const plan = deployPlan(situation(build(context), 'NETLIFY_DB_URL'));
      expect(plan).toMatchObject({ write: true, why: expect.stringContaining('its own branch') });
    }
  });

  it('a preview or branch deploy with an explicit DATABASE_URL writes nothing unless told it is separate', () => {
    for (const context of ['deploy-preview', 'branch-deploy', 'staging']) {
      for (const source of ['DATABASE_URL', 'NETLIFY_DATABASE_URL'] as const) {
        const plan = deployPlan(situation(build(context), source));
        expect(plan).toMatchObject({ write: false, why: expect.stringContaining("may be production's") });
        expect(deployPlan(situation(build(context), source, true)).write).toBe(true);
      }
    }
    expect(deployPlan(situation(build('deploy-preview'), 'DATABASE_URL')).why).toMatch(/^a deploy preview build/);
  });

  it('a run outside Netlify (local, CI) writes to the database it was given', () => {
    expect(deployPlan(situation({}, 'DATABASE_URL')).write).toBe(true);
    expect(deployPlan(situation({ CONTEXT: 'deploy-preview' }, 'embedded')).write).toBe(true);
  });
});
