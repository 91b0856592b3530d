// The rule for shared singletons between the shell and a remote release. It imports nothing:
// build-tools/release-check.mjs loads it from api/dist (or from this file before the API is built), so the
// gate and `npm run release:check` apply one rule.

/** One entry of a federation manifest's `shared` list. */
export interface SharedDeclaration {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface SingletonProblem {
  /** The package, e.g. @ferrolink/shared. */
  singleton: string;
  /**
   * missing: the remote does not share it (it would bundle a copy of its own); not-singleton: shared as an
   * ordinary package; version: it offers another version; required-version: it asks for another range.
   */
  kind: 'missing' | 'not-singleton' | 'version' | 'required-version';
  /** The shell's version of it (for required-version: the version the shell requires). */
  shellVersion: string;
  /** The remote's (for required-version: the version the remote requires); undefined when it gives none. */
  remoteVersion: string | undefined;
  /** The problem in a few words, e.g. "@ferrolink/shared: remote offers 1.1.0, the shell runs 1.0.0". */
  message: string;
}

/**
 * With singletons the highest version on the page wins, so a remote built against a newer react or
 * @ferrolink/shared would silently upgrade the whole page, and one that bundles its own copy would run a
 * second instance beside the shell's. Every package the shell's build shares as a singleton must be shared
 * by the remote as a singleton, with the same version and the same required version.
 */
export function compareSingletons(
  shell: { shared: readonly SharedDeclaration[] },
  remote: { shared: readonly SharedDeclaration[] },
): SingletonProblem[] {
  const problems: SingletonProblem[] = [];
  const theirs = new Map(remote.shared.map((entry) => [entry.name, entry]));
  for (const ours of shell.shared) {
    if (!ours.singleton) continue;
    const name = ours.name;
    const shellVersion = ours.version ?? '';
    const entry = theirs.get(name);
    const problem = (kind: SingletonProblem['kind'], message: string, versions = { shell: shellVersion, remote: entry?.version }): void => {
      problems.push({ singleton: name, kind, shellVersion: versions.shell, remoteVersion: versions.remote, message: `${name}: ${message}` });
    };
    if (!entry) {
      problem('missing', 'the remote does not share it (it would bundle its own copy)');
      continue;
    }
    if (!entry.singleton) problem('not-singleton', 'not declared as a singleton');
    if (entry.version !== ours.version) problem('version', `remote offers ${entry.version ?? 'no version'}, the shell runs ${shellVersion}`);
    if (entry.requiredVersion !== ours.requiredVersion) {
      problem(
        'required-version',
        `remote requires ${entry.requiredVersion ?? 'no version'}, the shell requires ${ours.requiredVersion ?? 'no version'}`,
        {
          shell: ours.requiredVersion ?? '',
          remote: entry.requiredVersion,
        },
      );
    }
  }
  return problems;
}
