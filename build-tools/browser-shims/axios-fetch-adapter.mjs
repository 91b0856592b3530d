// axios ships three adapters and picks the first the environment supports, in the order of its
// `adapter` default: xhr, http, fetch. Every browser the site supports has XMLHttpRequest, so the
// fetch adapter (24 KB of source) is never chosen in the browser, yet it is bundled and even
// initialised at load. The production build points axios's import of it here: the same exports,
// reporting "not supported by the environment" should anyone ask for `adapter: 'fetch'`.
export const getFetch = () => false;
export default false;
