import { describe, expect, it } from 'vitest';
import { deployContext, onNetlify, platform } from './platform.ts';

describe('platform', () => {
  it('tells a Netlify build, a deployed function and everything else apart', () => {
    expect(platform({ NETLIFY: 'true', CONTEXT: 'production' })).toBe('netlify-build');
    // Deployed functions: no NETLIFY, no NODE_ENV (measured), but Lambda's own variable.
    expect(platform({ AWS_LAMBDA_FUNCTION_NAME: 'abc-price', SITE_ID: 'x', URL: 'https://x.netlify.app' })).toBe(
      'netlify-function',
    );
    expect(platform({})).toBe('local');
    expect(platform({ NODE_ENV: 'production' })).toBe('local');
    expect(platform({ NETLIFY: 'true', NETLIFY_DEV: 'true' })).toBe('local');
    expect(onNetlify({ AWS_LAMBDA_FUNCTION_NAME: 'f' })).toBe(true);
    expect(onNetlify({ NETLIFY: '1' })).toBe(false);
  });

  it('reads the deploy context only in a Netlify build', () => {
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'production' })).toBe('production');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe('deploy-preview');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBe('branch-deploy');
    expect(deployContext({ NETLIFY: 'true', CONTEXT: 'staging' })).toBe('other');
    expect(deployContext({ CONTEXT: 'production' })).toBe('other');
  });
});
