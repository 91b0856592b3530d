import { COMPANY } from '../../contracts/company';
import { CSAF_PROVIDER_METADATA_PATH } from '../../contracts/security-advisories';

/** The address of this file, which its Canonical field names. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * How far ahead Expires lies. RFC 9116 asks for less than a year, so that a stale file is noticed; half a year from
 * the day it is served keeps it valid for anyone who keeps a copy for a while, and the same all day long, so caches
 * hold one text per day.
 */
export const SECURITY_TXT_VALID_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when the file holds, its languages,
 * its own address, the disclosure policy (the advisories page) and the CSAF provider's metadata (the CSAF standard
 * adds the "CSAF:" field, through which tools find the advisories).
 */
export function securityTxt(siteUrl: string, now: Date): string {
  const startOfDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(startOfDay + SECURITY_TXT_VALID_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `# ${COMPANY.name}: reporting a vulnerability in one of our products or this website.`,
    `Contact: mailto:${COMPANY.emails.security}`,
    `Contact: ${siteUrl}/about?type=1`,
    `Expires: ${expires}`,
    'Preferred-Languages: en, zh',
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    `Policy: ${siteUrl}/securityAdvisories`,
    `CSAF: ${siteUrl}${CSAF_PROVIDER_METADATA_PATH}`,
    '',
  ].join('\n');
}
