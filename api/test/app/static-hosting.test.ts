import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { createTestApp, envelope } from '../helpers/test-app';

describe('static hosting', () => {
  it('serves a shell file written after the server started, and still answers unknown paths with the right 404', async () => {
    const { app, close } = await createTestApp({ serveStatic: true }, { seed: false });
    const lateFile = path.join(REPO_ROOT, 'shell', 'dist', `late-${process.pid}.0123abcd.js`);
    try {
      // What a shell rebuilt on a running server looks like: new hashed files the server has never seen.
      fs.writeFileSync(lateFile, 'console.log("rebuilt");');
      const late = await app.inject({ method: 'GET', url: `/${path.basename(lateFile)}` });
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('console.log("rebuilt");');
      expect(late.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      const page = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/Nothing/Here' });
      expect(api.statusCode).toBe(404);
      expect(envelope(api)).toMatchObject({ code: 404, success: false });
      for (const url of ['/../package.json', '/%2e%2e/package.json', '/shell/../../package.json']) {
        const reply = await app.inject({ method: 'GET', url });
        expect(reply.statusCode).toBeGreaterThanOrEqual(400);
        expect(reply.statusCode).toBeLessThan(500);
        expect(reply.body).not.toContain('"workspaces"');
      }
    } finally {
      fs.rmSync(lateFile, { force: true });
      await close();
    }
  });
});
