// Runs one app standalone with webpack-dev-server. The API must be
// running (npm start) on PORT; the dev server proxies /api and /media to it.
// Usage: node build-tools/dev-server.cjs <app>   (DEV_PORT overrides the app's usual port)
'use strict';
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { apps, root } = require('./apps.cjs');

const name = process.argv[2];
const app = apps.find((candidate) => candidate.name === name);
if (!app) {
  console.error(`Unknown app "${name}". Known: ${apps.map((candidate) => candidate.name).join(', ')}`);
  process.exit(2);
}
const config = require(path.join(root, app.dir, 'webpack.config.cjs'))({}, { mode: 'development' });
const port = Number(process.env.DEV_PORT ?? app.devPort);
const server = new WebpackDevServer({ ...config.devServer, port }, webpack(config));
server.start().then(() => console.log(`${app.name} standalone: http://localhost:${port}/`));
