import { requestManifest } from './remotes/manifest';

// The server writes the visitor's manifest into the page; when a page has none (the development server's), this
// asks /remotes.json now, while the bootstrap chunks download, instead of after them.
void requestManifest();
// The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
import('./bootstrap');
