// Writes .br and .gz beside every text asset of a build, so the static server sends the precompressed file
// instead of compressing on each request. Shared by build-all.mjs and `npm run release -- publish`, so a
// release in the store is compressed exactly like the build npm start serves.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
// Below this size the compressed file and its extra lookup are not worth it.
const MIN_BYTES = 1024;

/** A build's server build (build-tools/server-config.cjs): read from disk by the server, never sent, so never compressed. */
const SERVER_BUILD_DIR = 'server';

/** Compresses every compressible file under `dir` (source maps and server builds excluded: never served); returns how many. */
function compressTree(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== SERVER_BUILD_DIR) count += compressTree(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < MIN_BYTES) continue;
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
  return count;
}

module.exports = { compressTree };
