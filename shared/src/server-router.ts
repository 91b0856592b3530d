// The router API of a server render, from the same react-router as ./router.ts. Only the shell's server build
// imports it (as @ferrolink/shared/server-router), so the browser's copy of the shared package does not carry it.
export { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
