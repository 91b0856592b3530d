// Builds one app with webpack's Node API (no webpack-cli needed).
// Usage: node build-tools/run-webpack.cjs <app> [development|production] [--output-path=DIR]
// --output-path writes the build somewhere else than the app's dist folder: `npm run release -- publish`
// builds a release into a temporary folder, so the build that npm start serves is never touched.
'use strict';
const path = require('node:path');
const webpack = require('webpack');
const { apps, root } = require('./apps.cjs');

const OUTPUT_OPTION = '--output-path=';
const args = process.argv.slice(2);
const outputArgument = args.find((arg) => arg.startsWith(OUTPUT_OPTION));
const [name, mode = 'production'] = args.filter((arg) => !arg.startsWith('--'));
const unknown = args.find((arg) => arg.startsWith('--') && !arg.startsWith(OUTPUT_OPTION));
if (unknown) {
  console.error(`Unknown option "${unknown}". Usage: node build-tools/run-webpack.cjs <app> [development|production] [--output-path=DIR]`);
  process.exit(2);
}
const outputPath = outputArgument ? path.resolve(outputArgument.slice(OUTPUT_OPTION.length)) : undefined;
const app = apps.find((candidate) => candidate.name === name);
if (!app) {
  console.error(`Unknown app "${name}". Known: ${apps.map((candidate) => candidate.name).join(', ')}`);
  process.exit(2);
}
const factory = require(path.join(root, app.dir, 'webpack.config.cjs'));
const config = factory(outputPath ? { outputPath } : {}, { mode });
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  // A production build is a browser build and a server build (MultiStats), a development build one.
  for (const single of stats.stats ?? [stats]) {
    const info = single.toJson({ all: false, errors: true, warnings: true });
    const label = single.compilation.name ? `[${single.compilation.name}] ` : '';
    for (const warning of info.warnings ?? []) console.warn(`${label}warning: ${warning.message}`);
    for (const problem of info.errors ?? []) console.error(`${label}${problem.message}`);
  }
  if (stats.hasErrors()) process.exit(1);
});
