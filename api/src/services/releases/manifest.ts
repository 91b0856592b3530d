import type { SharedDeclaration } from './singletons';

/**
 * What the gate read from a release's mf-manifest.json, kept with the release (releases.manifest_summary):
 * enough to re-check it against a newer shell without fetching it again.
 */
export interface ReleaseManifestSummary {
  /** The federation name, e.g. mf_catalog. */
  name: string;
  /** metaData.buildInfo.buildVersion: the version the build calls itself (its package.json version). */
  buildVersion: string;
  /** Exposed module names, e.g. ["ProductCenterPage", "FeaturedProducts"]. */
  exposes: string[];
  shared: SharedDeclaration[];
}

/** The largest mf-manifest.json the gate reads; ours are about 10 KB. */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a federation manifest; an error is a sentence saying what is wrong with it. */
export function summarizeManifest(bytes: Buffer | string): ReleaseManifestSummary | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString());
  } catch {
    return { error: 'is not JSON' };
  }
  if (!isRecord(parsed)) return { error: 'is not a federation manifest (not an object)' };
  const { name, metaData, exposes, shared } = parsed;
  if (typeof name !== 'string' || name === '') return { error: 'names no federation name' };
  const buildInfo = isRecord(metaData) && isRecord(metaData.buildInfo) ? metaData.buildInfo : undefined;
  if (typeof buildInfo?.buildVersion !== 'string') return { error: 'has no metaData.buildInfo.buildVersion' };
  if (!Array.isArray(exposes) || !exposes.every((entry) => isRecord(entry) && typeof entry.name === 'string')) {
    return { error: 'has no list of exposed modules' };
  }
  if (!Array.isArray(shared) || !shared.every((entry) => isRecord(entry) && typeof entry.name === 'string')) {
    return { error: 'has no list of shared packages' };
  }
  return {
    name,
    buildVersion: buildInfo.buildVersion,
    exposes: exposes.map((entry) => String((entry as { name: string }).name)),
    shared: shared.map((entry: Record<string, unknown>) => ({
      name: String(entry.name),
      ...(typeof entry.version === 'string' ? { version: entry.version } : {}),
      ...(typeof entry.requiredVersion === 'string' ? { requiredVersion: entry.requiredVersion } : {}),
      singleton: entry.singleton === true,
    })),
  };
}
