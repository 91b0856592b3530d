// The one list of front-end apps. Build, dev, release checks and the server's
// remotes manifest (api/src/lib/remotes.ts, which checks each field)
// all read it, so adding a remote is a one-line change.
'use strict';
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @type {{ name: string, federationName: string, dir: string, devPort: number, isHost: boolean }[]} */
const apps = [
  { name: 'shell', federationName: 'shell', dir: 'shell', devPort: 3000, isHost: true },
  { name: 'mf-catalog', federationName: 'mf_catalog', dir: 'mf-catalog', devPort: 3001, isHost: false },
  { name: 'mf-solutions', federationName: 'mf_solutions', dir: 'mf-solutions', devPort: 3002, isHost: false },
  { name: 'mf-support', federationName: 'mf_support', dir: 'mf-support', devPort: 3003, isHost: false },
  { name: 'mf-news', federationName: 'mf_news', dir: 'mf-news', devPort: 3004, isHost: false },
  { name: 'mf-account', federationName: 'mf_account', dir: 'mf-account', devPort: 3005, isHost: false },
  { name: 'mf-ops', federationName: 'mf_ops', dir: 'mf-ops', devPort: 3006, isHost: false },
];

module.exports = { apps, root };
