// Builds one app with webpack's Node API (no webpack-cli needed).
// Usage: node build-tools/run-webpack.cjs <app> [development|production]
'use strict';
const path = require('node:path');
const webpack = require('webpack');
const { apps, root } = require('./apps.cjs');

const [name, mode = 'production'] = process.argv.slice(2);
const app = apps.find((candidate) => candidate.name === name);
if (!app) {
  console.error(`Unknown app "${name}". Known: ${apps.map((candidate) => candidate.name).join(', ')}`);
  process.exit(2);
}
const factory = require(path.join(root, app.dir, 'webpack.config.cjs'));
const config = factory({}, { mode });
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const problem of info.errors ?? []) console.error(problem.message);
    process.exit(1);
  }
});
