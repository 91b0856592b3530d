// Module declarations for the non-code files webpack bundles.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

/**
 * FERROLINK_FAULT, set at build time (build-tools/webpack.config.cjs): "render" makes a section's page throw while
 * rendering, to release a broken canary on purpose in tests and benchmarks. Empty in every other build; absent
 * under jest.
 */
declare const FERROLINK_FAULT: string | undefined;
