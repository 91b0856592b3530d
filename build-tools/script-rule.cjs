// How every app's TypeScript and JSX are compiled, for its browser build and its server build alike: the two builds
// of one source must read it the same way, and differ only in the language level they emit.
'use strict';

/**
 * @param {{ production: boolean, target: 'es2020' | 'es2022' }} options es2020 for the browsers the site supports,
 *   es2022 for Node's server build
 */
function scriptRule({ production, target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

module.exports = { scriptRule };
