import { envelope, useTestApp } from '../helpers/test-app';

const { get } = useTestApp();

describe('WebSite/CopyRight', () => {
  it('answers the copyright HTML in an envelope', async () => {
    const reply = await get('/api/WebSite/CopyRight');
    expect(reply.statusCode).toBe(200);
    const body = envelope<string>(reply);
    expect(body).toMatchObject({ code: 200, success: true });
    expect(body.response).toContain('Ferrolink Industrial Networks');
  });
});
