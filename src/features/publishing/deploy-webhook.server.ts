// Netlify's outgoing "deploy succeeded" webhook, checked: its JWS signature (HS256 with the shared secret, iss
// netlify, sha256 of the body) and its age, so a signature captured once cannot be replayed later to mark an
// unfinished build as live. Every failure is one Unauthorized, saying nothing of which check failed.
import { createHash } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import { Unauthorized } from '../../server/errors.ts';

/** How old a delivery may be: Netlify sends it as the deploy finishes, and retries within minutes. */
const MAX_AGE_SECONDS = 5 * 60;
const SKEW_SECONDS = 60;
/** A deploy notification is a few kilobytes; anything near this is not one. */
const MAX_BODY_CHARS = 1_000_000;

export interface DeployPayload {
  published_at?: unknown;
  updated_at?: unknown;
  /** The deploy's context, as in Netlify's deploy object: 'production', 'deploy-preview', 'branch-deploy'. */
  context?: unknown;
}

const badSignature = () => new Unauthorized('Missing or bad signature');

function parseDeploy(body: string): DeployPayload {
  try {
    const deploy: unknown = JSON.parse(body);
    return deploy && typeof deploy === 'object' ? (deploy as DeployPayload) : {};
  } catch {
    return {};
  }
}

/**
 * When the delivery was made: the signature's `iat`, or else the deploy's own time in the signed body (Netlify's
 * deploy notification carries `published_at` and `updated_at`). Undefined when neither is there.
 */
function sentAt(iat: number | undefined, deploy: DeployPayload): number | undefined {
  if (iat !== undefined) return iat;
  const time = Date.parse(String(deploy.published_at ?? deploy.updated_at ?? ''));
  return Number.isFinite(time) ? time / 1000 : undefined;
}

/** The deploy a genuine, fresh delivery reports; Unauthorized for anything else. */
export async function verifiedDeploy(
  secret: string,
  signature: string | null,
  body: string,
  now = Date.now(),
): Promise<DeployPayload> {
  if (!signature || body.length > MAX_BODY_CHARS) throw badSignature();
  let claims: { sha256?: string; iat?: number };
  try {
    ({ payload: claims } = await jwtVerify<{ sha256?: string }>(signature, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'netlify',
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw badSignature();
    throw error;
  }
  if (claims.sha256 !== createHash('sha256').update(body).digest('hex')) throw badSignature();
  const deploy = parseDeploy(body);
  const sent = sentAt(claims.iat, deploy);
  const seconds = now / 1000;
  if (sent === undefined || seconds - sent > MAX_AGE_SECONDS || sent - seconds > SKEW_SECONDS) throw badSignature();
  return deploy;
}
