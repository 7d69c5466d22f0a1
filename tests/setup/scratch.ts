// Where tests keep throwaway files: the RAM disk (/dev/shm) where this machine has a writable one, else the
// temporary folder. Each test file copies a 41 MB, 1,200-file PGlite folder; on the RAM disk that copy and PGlite's
// own writes skip the disk (the PGlite project: 267 s → 233 s here, docs/figures.md).
import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

function pick(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** The folder under which tests make their temporary folders. */
export const scratchDir: string = pick();
