import { randomBytes } from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

// Algorithm is an ambient const enum, which isolated modules cannot read: 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); the parameters travel inside each hash. */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when the password matches; false for a mismatch or a hash that cannot be read. */
export async function verifyPassword(passHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, made at start-up with the same parameters: a sign-in with an unknown name is
 * checked against it, so that it takes as long as one with a known name and a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}
