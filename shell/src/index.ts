import { requestManifest } from './remotes/manifest';

// The manifest needs nothing shared: ask for it now, while the bootstrap chunks download.
void requestManifest();
// The async boundary lets the federation runtime negotiate shared singletons before any of them is used.
import('./bootstrap');
