/**
 * A release's version: the build's own version (a remote's package.json version, or the buildVersion of a
 * manifest hosted elsewhere), "+", and the first 8 hex digits of a sha256 of its content, e.g. 1.0.0+3f9a0c12.
 * Two different builds never share one; the same build always gets the same one. It names a folder of the
 * release store and a path segment of /remotes/, so it starts with a letter or digit and holds no slash.
 */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}\+[0-9a-f]{8}$/;

/** The part before "+": what a build calls itself. */
export const BUILD_VERSION = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/;

/** A remote's folder name, e.g. mf-catalog. */
export const REMOTE_FOLDER = /^[a-z][a-z0-9-]{0,63}$/;

export function releaseVersion(buildVersion: string, sha256Hex: string): string {
  const version = `${buildVersion}+${sha256Hex.slice(0, 8)}`;
  if (!RELEASE_VERSION.test(version)) throw new Error(`"${version}" is not a release version (e.g. 1.0.0+3f9a0c12).`);
  return version;
}

export function isReleaseVersion(text: string): boolean {
  return RELEASE_VERSION.test(text);
}

/** "remote@version", the key pruning and rollouts use for one release. */
export function releaseKey(remote: string, version: string): string {
  return `${remote}@${version}`;
}
