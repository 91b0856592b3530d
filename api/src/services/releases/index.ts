// The release store, the gate, and making releases: what the release CLI, the rollout commands and the
// server's start use.
export { hashBuildFolder, listFiles, NOT_HASHED } from './content-hash';
export {
  checkRelease,
  parseEntryUrl,
  CONTRACT_FILE,
  DEFAULT_SHELL_DIR,
  GATE_TIMEOUT_MS,
  gateBudgetMs,
  type FolderCandidate,
  type GateCheck,
  type GateOptions,
  type GatePass,
  type GateRefusal,
  type GateVerdict,
  type ReleaseCandidate,
  type UrlCandidate,
} from './gate';
export { summarizeManifest, type ReleaseManifestSummary } from './manifest';
export {
  candidateOf,
  importLocalBuilds,
  packageVersion,
  pruneReleases,
  publishRelease,
  registerRelease,
  releaseBuildFolder,
  KEEP_NEWEST_PER_REMOTE,
  PRUNE_AFTER_MS,
  REMOTE_FOLDERS,
  type PruneOptions,
  type ReleaseContext,
  type ReleaseLog,
  type ReleaseOutcome,
} from './releases';
export { serverBuildOf, type ServerBuild } from './server-build';
export { parseServerManifest, SERVER_DIR, SERVER_MANIFEST_FILE, type ServerManifest } from './server-manifest';
export { compareSingletons, type SharedDeclaration, type SingletonProblem } from './singletons';
export { putInStore, releaseFolder, releasesRoot, removeFromStore, storeEntryPath, ReleaseConflictError } from './store';
export { isReleaseVersion, releaseKey, releaseVersion, RELEASE_VERSION } from './version';
export {
  createReleaseMaterializer,
  deleteReleaseFiles,
  hasReleaseFiles,
  materializeRelease,
  ReleaseFilesError,
  saveReleaseFiles,
} from './shared-store';
export { releaseStylesheetReader } from './release-stylesheets';
