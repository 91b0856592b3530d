import { sha256Digest } from '../../lib/crypto';

/** Visitors are spread over this many buckets per canary: a percentage in steps of 0.01 has its exact share. */
export const BUCKETS = 10_000;

/**
 * The bucket of one visitor for one canary: a hash of the visitor's random id salted with the remote and the
 * canary's version. The salt gives every canary its own cohort (the visitors who try the next catalogue are not
 * the ones who try the next news section), and the same visitor always lands in the same bucket for that canary.
 */
export function visitorBucket(visitorId: string, remote: string, canaryVersion: string): number {
  const digest = sha256Digest(`${remote}\n${canaryVersion}\n${visitorId}`);
  return digest.readUInt32BE(0) % BUCKETS;
}

/**
 * Whether a bucket is on the canary at `percent`. The buckets below the threshold are on it; raising the
 * percentage only raises the threshold, so a visitor once on the canary stays on it as it grows.
 */
export function onCanary(bucket: number, percent: number): boolean {
  return bucket < Math.round((Math.min(100, Math.max(0, percent)) * BUCKETS) / 100);
}
