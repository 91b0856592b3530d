// The one browser every test and benchmark drives: Debian's Chromium (scripts/ensure-chromium.sh installs it),
// never a downloaded one. The flags keep it from reaching for outside hosts on its own (component updates, sync,
// background requests, QUIC probes): a closed network refuses them, and a measurement must not include them.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);
