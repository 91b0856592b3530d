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
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const problem of info.errors ?? []) console.error(problem.message);
    process.exit(1);
  }
});
