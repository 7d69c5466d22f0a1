// Password hashing: argon2id with OWASP's parameters (m 19456 KiB, t 2, p 1), stored as a PHC string.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id: the package's `Algorithm` is a const enum, which erasable TypeScript cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
