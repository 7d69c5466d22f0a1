// The security headers of the whole site, in one place: the static pages get them from dist/_headers (written after
// the build, with a CSP that allows Astro's inline scripts by their hashes and nothing else inline: the hashes come
// from src/build/inline-scripts.ts), and every function response from handle() in src/server/http.ts.
import { MAP_ORIGIN } from '../lib/business.ts';
import { VIDEO_ORIGINS } from '../lib/video.ts';

/** On every answer, page or API. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'x-frame-options': 'DENY',
};

/** An API answer is data, never a document: it may load nothing and be framed by nobody. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The pages' policy: scripts from the site itself or inline ones whose hash is listed; no plugins, no framing. */
export function pageCsp(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes].join(' '),
    // React and the toasts set style attributes and inject a <style>: styles may be inline, scripts may not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The contact page's map and the home page's story video, each framed only once the visitor asks for it.
    ['frame-src', MAP_ORIGIN, ...VIDEO_ORIGINS].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface HeaderRule {
  /** A path, or a prefix ending in /* */
  path: string;
  headers: Record<string, string>;
}

/** The rules for dist/_headers (Netlify's format). */
export function siteHeaderRules(scriptHashes: Iterable<string>): HeaderRule[] {
  return [
    { path: '/*', headers: { ...COMMON_HEADERS, 'content-security-policy': pageCsp(scriptHashes) } },
    { path: '/_astro/*', headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map(
    (rule) =>
      `${rule.path}\n${Object.entries(rule.headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the build (src/server/security-headers.ts): do not edit.\n${blocks.join('\n\n')}\n`;
}

/** Reads a _headers file back (the local server applies it as Netlify would). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** The headers the rules give a path, later rules adding to earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('/*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** Adds the API's security headers a function did not set itself (an upload keeps its own stricter CSP). */
export function withSecurityHeaders(response: Response): Response {
  const set = (name: string, value: string) => {
    if (!response.headers.has(name)) response.headers.set(name, value);
  };
  for (const [name, value] of Object.entries(COMMON_HEADERS)) set(name, value);
  set('content-security-policy', API_CSP);
  return response;
}
