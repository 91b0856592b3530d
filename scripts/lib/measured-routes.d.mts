/** Every route of the site with a visitor's query string, and a CSS selector that appears once its section has drawn its content. */
export declare const MEASURED_ROUTES: readonly { path: string; shown: string }[];
