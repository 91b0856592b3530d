import { randomToken, safeEqual, sign } from '../../lib/crypto';

// A browser in which an account once signed in successfully is a known device for that account: the
// "device cookie" defence against password guessing. Failed sign-ins are then counted per device, not
// for the address as a whole, so a stranger who guesses from elsewhere locks out only strangers, and the
// owner's correct password from their own browser still works.

export const DEVICE_COOKIE = 'fl_device';
/** A device stays known for a year after its last successful sign-in. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

function signature(secret: string, email: string, deviceId: string): string {
  return sign(`known-device\n${email}\n${deviceId}`, secret);
}

/** A new cookie value for the address: a random device id and its signature (no personal data in clear). */
export function newDeviceToken(secret: string, email: string): string {
  const deviceId = randomToken(16);
  return `${deviceId}.${signature(secret, email, deviceId)}`;
}

/** The device id when the cookie was issued by this server to a browser that signed in as `email`; undefined otherwise. */
export function knownDeviceId(secret: string, email: string, cookie: string | undefined): string | undefined {
  if (!cookie || cookie.length > 100) return undefined;
  const [deviceId = '', mac = '', ...rest] = cookie.split('.');
  if (rest.length > 0 || deviceId === '' || mac === '') return undefined;
  return safeEqual(mac, signature(secret, email, deviceId)) ? deviceId : undefined;
}
