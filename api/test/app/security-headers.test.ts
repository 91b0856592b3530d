import { useTestApp } from '../helpers/test-app';

const { get } = useTestApp();

describe('security headers', () => {
  it('sends helmet headers, the Content-Security-Policy included, with every reply', async () => {
    for (const url of ['/api/WebSite/CopyRight', '/api/Nothing/Here']) {
      const reply = await get(url);
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });
});
