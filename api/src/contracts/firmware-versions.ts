// Firmware versions as the advisories and the parts-list check compare them: dotted whole numbers ("3.2", "3.10.1"),
// compared number by number, a missing number counting as 0 ("3.2" equals "3.2.0"). Text comparison would put
// "3.10" before "3.9"; a firmware line never uses letters, so anything else is not a version.
// Pure: no imports, so the browser bundles it as it is.

/** At most four numbers of at most five digits each: "major.minor.patch.build". */
const FIRMWARE_VERSION_PATTERN = /^\d{1,5}(?:\.\d{1,5}){0,3}$/;

/** A version as written by a person may carry a leading "v" or "V" and spaces around it ("v3.2.1 "). */
export function normaliseFirmwareVersion(written: string): string | null {
  const trimmed = written.trim().replace(/^v/i, '');
  return FIRMWARE_VERSION_PATTERN.test(trimmed) ? trimmed : null;
}

function versionNumbers(version: string): number[] {
  return version.split('.').map((part) => Number(part));
}

/** Negative when `a` is older than `b`, 0 when they are the same version, positive when `a` is newer. */
export function compareFirmwareVersions(a: string, b: string): number {
  const left = versionNumbers(a);
  const right = versionNumbers(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The versions an advisory concerns on one product: from `affectedFrom` (inclusive; '' for every version before the
 * fix) up to `fixedIn` (exclusive; '' when no fixed version exists yet and only mitigations help).
 */
export interface AffectedVersionRange {
  affectedFrom: string;
  fixedIn: string;
}

/** Whether a product running `version` (already normalised) is open to the advisory's vulnerability. */
export function isFirmwareAffected(version: string, range: AffectedVersionRange): boolean {
  if (range.affectedFrom !== '' && compareFirmwareVersions(version, range.affectedFrom) < 0) return false;
  if (range.fixedIn !== '' && compareFirmwareVersions(version, range.fixedIn) >= 0) return false;
  return true;
}

/** The range in words, as the advisory pages and the parts-list check show it: "3.0.0 to before 3.4.2". */
export function describeAffectedRange(range: AffectedVersionRange): string {
  if (range.affectedFrom === '' && range.fixedIn === '') return 'all versions';
  if (range.affectedFrom === '') return `versions before ${range.fixedIn}`;
  if (range.fixedIn === '') return `${range.affectedFrom} and later`;
  return `${range.affectedFrom} to before ${range.fixedIn}`;
}
