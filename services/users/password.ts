import argon2 from 'argon2';

// OWASP's first Argon2id profile: 19 MiB, 2 passes, 1 lane. Stored hashes carry their own parameters,
// so raising these later upgrades new hashes without breaking old ones.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** False for a wrong password or a hash that is not one of ours; never throws on bad input. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, options);
}
