// Reads a zip file's entries (names, sizes, contents) with node:zlib: enough for the zips Netlify's bundler writes
// (stored or deflated, no ZIP64, no encryption), so the proof script needs no unzip tool on the machine.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  size: number;
  compressedSize: number;
  read(): Buffer;
}

export async function readZip(file: string): Promise<ZipEntry[]> {
  const zip = await readFile(file);
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 64 KiB.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error(`${file}: not a zip file`);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: broken central directory`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    entries.push({
      name,
      size,
      compressedSize,
      read() {
        const start = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
        const data = zip.subarray(start, start + compressedSize);
        if (method === 0) return Buffer.from(data);
        if (method === 8) return inflateRawSync(data);
        throw new Error(`${file}: ${name} uses compression method ${method}`);
      },
    });
  }
  return entries;
}

/** Writes every file of the zip under `folder` (entry names are checked to stay inside it). */
export async function extractZip(file: string, folder: string): Promise<void> {
  for (const entry of await readZip(file)) {
    if (entry.name.endsWith('/')) continue;
    const target = normalize(join(folder, entry.name));
    if (!target.startsWith(normalize(folder))) throw new Error(`${file}: ${entry.name} points outside the folder`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, entry.read());
  }
}
