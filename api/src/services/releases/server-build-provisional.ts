import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { releaseFolder } from './store';

/** Provisional: replaced by the release store's own reader. */
export function serverBuildOf(config: Pick<AppConfig, 'varDir'>, remote: string, version: string): { entryFile: string; exposes: string[] } | undefined {
  try {
    const folder = path.join(releaseFolder(config, remote, version), 'server');
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'server-manifest.json'), 'utf8')) as { entry: string; exposes: string[] };
    return { entryFile: path.join(folder, manifest.entry), exposes: manifest.exposes };
  } catch {
    return undefined;
  }
}
