// The entry of the shell's server build (shell/dist/server/shell-server.js), which the API's render worker loads.

/** The one instance of the shared package, handed to every remote's server build as '@ferrolink/shared'. */
export * as shared from '@ferrolink/shared';
export { renderShellPage, type ServerSection, type ShellRenderInput, type ShellRenderResult } from './render-page';
