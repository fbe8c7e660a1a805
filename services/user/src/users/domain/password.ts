import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended profile (19 MiB memory, 2 passes, 1 lane):
 * ~20–30 ms per hash on this project's 2-core machines, which bounds login throughput on purpose.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password).catch(() => false);
}
