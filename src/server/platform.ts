// Where this code runs — a Netlify build, a deployed Netlify function, or anywhere else (a workstation, CI, the
// tests) — read from variables the platform itself sets, never from ones an owner might set or forget (docs/decisions/019).
// Netlify builds set NETLIFY=true and CONTEXT; deployed functions get neither NETLIFY nor NODE_ENV, but run on AWS
// Lambda, which always sets AWS_LAMBDA_FUNCTION_NAME. `netlify dev` and the Vite plugin's emulation set NETLIFY_DEV.

export type Platform = 'netlify-build' | 'netlify-function' | 'local';
export type DeployContext = 'production' | 'deploy-preview' | 'branch-deploy' | 'other';

type Source = Record<string, string | undefined>;

export function platform(source: Source = process.env): Platform {
  if (source.NETLIFY_DEV === 'true') return 'local';
  if (source.AWS_LAMBDA_FUNCTION_NAME) return 'netlify-function';
  if (source.NETLIFY === 'true') return 'netlify-build';
  return 'local';
}

/** True in a Netlify build or a deployed function: the embedded database and local-only defaults are refused there. */
export function onNetlify(source: Source = process.env): boolean {
  return platform(source) !== 'local';
}

/**
 * The deploy context of a Netlify build (its CONTEXT variable): production, a deploy preview or a branch deploy.
 * 'other' for any other context name (Netlify allows custom branch contexts) and outside a Netlify build.
 */
export function deployContext(source: Source = process.env): DeployContext {
  if (platform(source) !== 'netlify-build') return 'other';
  const context = source.CONTEXT;
  return context === 'production' || context === 'deploy-preview' || context === 'branch-deploy' ? context : 'other';
}
