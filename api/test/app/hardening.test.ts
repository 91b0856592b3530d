import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import { loadConfig, parseTrustProxy, REPO_ROOT } from '../../src/config';
import { isAcceptableEmail } from '../../src/contracts/email-address';
import { jsonNestedDeeperThan, nonFiniteField } from '../../src/lib/untrusted-input';
import { settleBackgroundWork } from '../../src/services/accounts/mails';
import { ACCOUNT_MESSAGES as M } from '../../src/services/accounts/rules';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { latestCode, outboxMessages } from '../helpers/outbox';

// What a hostile probe of the production server found, one finding a block. Each test failed on the code
// as it stood before the fix.

const deepJson = (levels: number) => `{"k":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('deeply nested JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { seed: false });
  });
  afterAll(() => t.close());

  it.each(['/api/RegUser/Logout', '/api/RegUser/UserLogin', '/api/Guest/Add', '/api/data/insert'])(
    'answers %s with a 400 envelope naming the problem, never a 500',
    async (url) => {
      for (const levels of [40, 4_000, 8_000, 30_000]) {
        const reply = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: deepJson(levels) });
        expect({ levels, status: reply.statusCode }).toEqual({ levels, status: 400 });
        expect(envelope(reply).message).toBe('The request body is nested too deeply (more than 32 levels).');
      }
    },
  );

  it('still takes a body as deep as a real client could need', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/data/insert',
      headers: { 'content-type': 'application/json' },
      payload: `{"path":"/index","referrer":"","x":${'['.repeat(30)}${']'.repeat(30)}}`,
    });
    expect(reply.statusCode).toBe(200);
  });

  it('counts depth without being fooled by brackets inside strings, and never recurses', () => {
    expect(jsonNestedDeeperThan(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestedDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(jsonNestedDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('[[1]]', 2)).toBe(false);
    // A million levels: a recursive walk would overflow the stack long before.
    expect(jsonNestedDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
    let nested: unknown = Infinity;
    for (let level = 0; level < 100_000; level += 1) nested = [nested];
    expect(nonFiniteField({ k: nested })).toMatch(/^k(\.0)+$/);
  });
});

describe('the per-address limits under parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
  });
  afterAll(async () => {
    await settleBackgroundWork();
    await t.close();
  });

  it('mails one code, not many, when 20 requests for one address arrive at once', async () => {
    const email = 'burst.code@plant.example.com';
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({ method: 'GET', url: `/api/RegUser/GetVerificationCode?mail=${email}`, remoteAddress: `10.50.0.${index + 1}` }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(19);
    expect(outboxMessages(t.varDir, email)).toHaveLength(1);
  });

  it('sends one reset link, not many, when 20 requests for one address arrive at once', async () => {
    const email = 'burst.reset@plant.example.com';
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({ method: 'POST', url: '/api/RegUser/PasswordRetrieval', payload: { mail: email }, remoteAddress: `10.51.0.${index + 1}` }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  });

  it('gives one code 5 tries, however many guesses arrive at once', async () => {
    const email = 'burst.register@plant.example.com';
    await t.app.inject({ method: 'GET', url: `/api/RegUser/GetVerificationCode?mail=${email}`, remoteAddress: '10.52.0.1' });
    const code = latestCode(t.varDir, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/RegUser/Register',
          payload: { Email: email, VCode: wrong, PassWord: 'ring-topology-42', Company: 'Plant', Phone: '1' },
          remoteAddress: `10.52.1.${index + 1}`,
        }),
      ),
    );
    const messages = guesses.map((reply) => envelope(reply).message);
    expect(messages.filter((message) => message === M.codeWrong)).toHaveLength(4);
    // The right code after 5 wrong tries is void.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/RegUser/Register',
      payload: { Email: email, VCode: code, PassWord: 'ring-topology-42', Company: 'Plant', Phone: '1' },
      remoteAddress: '10.52.2.1',
    });
    expect(envelope(right).message).toBe(M.codeVoid);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxies, and refuses "trust every hop"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/trusting every hop lets any client choose its address/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/TRUST_PROXY must be/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY must be/);
    expect(loadConfig({ sessionSecret: 'x' }, { TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('believes only the configured hops: a client cannot choose its address with X-Forwarded-For', async () => {
    // CheckEamil allows 60 requests a minute from one client; the probe sent 65 with a made-up address each.
    for (const trustProxy of [1, ['127.0.0.1']] as const) {
      const t = await createTestApp({ trustProxy: trustProxy as 1 | string[] }, { seed: false });
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 65; index += 1) {
          const reply = await t.app.inject({
            method: 'GET',
            url: '/api/RegUser/CheckEamil?mail=free.address@plant.example.com',
            headers: { 'x-forwarded-for': `203.0.113.${index}, 198.51.100.7` },
            remoteAddress: '127.0.0.1',
          });
          statuses.push(reply.statusCode);
        }
        expect(statuses.filter((status) => status === 200)).toHaveLength(60);
        expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      } finally {
        await t.close();
      }
    }
  });

  it('stores the address the trusted proxy saw with an enquiry', async () => {
    const t = await createTestApp({ trustProxy: 1 }, { seed: false });
    try {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/Guest/Add',
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
        remoteAddress: '127.0.0.1',
        payload: { FirstName: 'Ann', LastName: 'Lee', Company: 'Plant', Country: 'Germany', EMail: 'ann@plant.example.com', Body: 'Hello' },
      });
      expect(reply.statusCode).toBe(200);
      const row = await t.app.db.selectFrom('guests').select('ip').executeTakeFirstOrThrow();
      expect(row.ip).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });
});

describe('one address per email field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { seed: false });
  });
  afterAll(async () => {
    await settleBackgroundWork();
    await t.close();
  });

  const listsAndNames = [
    '<victim1@evil.example>a.bc',
    '<victim1@evil.example>b.bc',
    'victim1@evil.example,x.yz',
    'victim1@evil.example;x@y.zz',
    'Victim <victim1@evil.example>',
    '"victim1@evil.example" <x@y.zz>',
    'victim1@evil.example (comment)',
    'group: victim1@evil.example;',
    'a b@evil.example',
    'victim1@evil.example\nBcc: x@y.zz',
    '"quoted"@evil.example',
    'victim1@[127.0.0.1]',
  ];

  it.each(listsAndNames)('refuses %j on every route that mails or stores an address, and mails nobody', async (raw) => {
    const encoded = encodeURIComponent(raw);
    const replies = [
      await t.app.inject({ method: 'GET', url: `/api/RegUser/GetVerificationCode?mail=${encoded}` }),
      await t.app.inject({ method: 'POST', url: '/api/RegUser/GetVerificationCode', payload: { mail: raw } }),
      await t.app.inject({ method: 'GET', url: `/api/RegUser/PasswordRetrieval?mail=${encoded}` }),
      await t.app.inject({ method: 'GET', url: `/api/RegUser/CheckEamil?mail=${encoded}` }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Guest/Add',
        payload: { FirstName: 'A', LastName: 'B', Company: 'C', Country: 'D', EMail: raw, Body: 'Hello' },
      }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(400);
      expect(envelope(reply).message).toMatch(/valid email address/);
    }
    await settleBackgroundWork();
    expect(outboxMessages(t.varDir, 'victim1')).toHaveLength(0);
  });

  it('accepts the addresses people have, and each is exactly one recipient to the mail library', () => {
    for (const address of [
      'ann@example.com',
      'a.b-c+tag@mail.plant-7.example.co.uk',
      "o'neil@example.ie",
      'x_y@xn--mnchen-3ya.de',
      'ANN@EXAMPLE.COM',
    ]) {
      expect({ address, ok: isAcceptableEmail(address) }).toEqual({ address, ok: true });
      expect(addressparser(address, { flatten: true })).toEqual([{ name: '', address }]);
    }
    for (const address of listsAndNames) {
      expect({ address, ok: isAcceptableEmail(address) }).toEqual({ address, ok: false });
    }
    for (const address of [
      'ann@example',
      'ann@@example.com',
      '@example.com',
      'ann@-example.com',
      'ann@example.c',
      'a..b@example.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect({ address, ok: isAcceptableEmail(address) }).toEqual({ address, ok: false });
    }
  });

  it('sends a code to exactly the one address asked for', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/RegUser/GetVerificationCode?mail=Exact.One%40Plant.example.com' });
    expect(reply.statusCode).toBe(200);
    const message = outboxMessages(t.varDir, 'exact.one@plant.example.com').at(-1);
    expect(message).toBeDefined();
    const to = /^To: (.*)$/m.exec(message as string)?.[1];
    expect(addressparser(to as string, { flatten: true })).toEqual([{ name: '', address: 'exact.one@plant.example.com' }]);
  });

  it('never hands the mailer a list, whoever calls it', async () => {
    await expect(t.app.mailer.send({ to: 'a@example.com,b@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(/exactly one/);
    await expect(t.app.mailer.send({ to: 'Ann <a@example.com>', subject: 's', text: 't', html: 'h' })).rejects.toThrow(/exactly one/);
  });
});

describe('cross-site requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { seed: false });
  });
  afterAll(async () => {
    await settleBackgroundWork();
    await t.close();
  });

  const enquiry = 'FirstName=Eve&LastName=Evil&Company=Evil&Country=Nowhere&EMail=eve%40evil.example&Body=planted';

  it('refuses a form posted from another site: no sign-in, no enquiry, no visit', async () => {
    const fromEvil = { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/RegUser/UserLogin',
      headers: fromEvil,
      payload: 'mail=eve%40evil.example&password=attacker-password',
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(envelope(login).message).toBe('Requests from other websites are not accepted.');
    expect((await t.app.inject({ method: 'POST', url: '/api/Guest/Add', headers: fromEvil, payload: enquiry })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/data/insert', headers: fromEvil, payload: 'path=%2Findex' })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/RegUser/Logout',
          headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
          payload: 'x',
        })
      ).statusCode,
    ).toBe(403);
    // JSON with another Origin, a null Origin, and a cross-site fetch without Origin are refused too.
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/RegUser/Logout', headers, payload: '{}' })).statusCode).toBe(403);
    }
    expect(await t.app.db.selectFrom('guests').selectAll().execute()).toHaveLength(0);
    expect(await t.app.db.selectFrom('visits').selectAll().execute()).toHaveLength(0);
  });

  it('refuses text/plain, and a form from a browser even of this site: the site sends JSON', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/RegUser/Logout', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(plain.statusCode).toBe(415);
    expect(envelope(plain).message).toBe('Send the request as JSON or as a form.');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/Guest/Add',
      headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      payload: enquiry,
    });
    expect(form.statusCode).toBe(415);
    expect(envelope(form).message).toBe('Send the request as JSON.');
  });

  it("keeps the site's own requests working: JSON from this origin, by SITE_URL or by the address it was sent to", async () => {
    const body = { FirstName: 'Ann', LastName: 'Lee', Company: 'Plant', Country: 'Germany', EMail: 'ann@plant.example.com', Body: 'Hello' };
    for (const headers of [
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://shop.plant.example:3000', host: 'shop.plant.example:3000', 'sec-fetch-site': 'same-origin' },
    ]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/Guest/Add', headers, payload: body })).statusCode).toBe(200);
    }
    // Sign-out from the site: JSON {} from the site's client, or no body at all.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/RegUser/Logout', headers: { origin: 'http://localhost:8080' }, payload: {} })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/RegUser/Logout', headers: { origin: 'http://localhost:8080' } })).statusCode).toBe(200);
    // Tools that are not browsers (no Origin, no Sec-Fetch-Site) may still post a form.
    const tool = await t.app.inject({
      method: 'POST',
      url: '/api/Guest/Add',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'FirstName=Bo&LastName=Li&Company=Plant&Country=China&EMail=bo%40plant.example.com&Body=Hi',
    });
    expect(tool.statusCode).toBe(200);
    // Reads are never refused: a link from another site must open.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/WebSite/CopyRight',
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('silent and slow clients', () => {
  let app: FastifyInstance;
  let port = 0;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ httpTimeouts: { idleMs: 600, headersMs: 600, requestMs: 1_500, keepAliveMs: 300 } }, { seed: false });
    app = t.app;
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Opens a socket, lets `act` use it, and resolves when the server closes it. */
  const closedByServer = (act: (socket: net.Socket) => void) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.on('connect', () => act(socket));
    });

  it('closes a connection that sends nothing', async () => {
    await expect(closedByServer(() => undefined)).resolves.toBeDefined();
  });

  it('closes a connection that trickles its headers a byte at a time', async () => {
    const request = 'GET /api/WebSite/CopyRight HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(400);
    let timer: NodeJS.Timeout | undefined;
    const received = await closedByServer((socket) => {
      let index = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && index < request.length) socket.write(request[index++] as string);
      }, 100);
    });
    clearInterval(timer);
    expect(received).not.toContain('200 OK');
  });

  it("answers bytes that are not HTTP with the site's envelope and closes the connection", async () => {
    const received = await closedByServer((socket) => socket.write(Buffer.from([0x48, 0x45, 0x41, 0x44, 0x20, 0xc0, 0xaf, 0x0d, 0x0a, 0x0d, 0x0a])));
    expect(received).toMatch(/^HTTP\/1.1 400 Bad Request/);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 400,
      success: false,
      message: 'The request is not valid HTTP.',
      response: null,
    });
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const received = await closedByServer((socket) => socket.write('GET /api/WebSite/CopyRight HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(received).toContain('HTTP/1.1 200 OK');
  });
});

describe('source maps', () => {
  it('keeps production source maps off the public site', async () => {
    const t = await createTestApp({ serveStatic: true }, { seed: false });
    const files = [
      path.join(REPO_ROOT, 'shell', 'dist', `probe-${process.pid}.0123abcd.js.map`),
      path.join(t.varDir, 'releases', 'mf-catalog', '0.0.0+0123abcd', `probe-${process.pid}.js.map`),
    ];
    try {
      for (const file of files) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, '{"version":3,"sources":["secret.ts"],"sourcesContent":["const secret = 1;"]}');
      }
      for (const url of [`/${path.basename(files[0]!)}`, `/remotes/mf-catalog/0.0.0+0123abcd/${path.basename(files[1]!)}`]) {
        const reply = await t.app.inject({ method: 'GET', url });
        expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
        expect(reply.body).not.toContain('sourcesContent');
      }
    } finally {
      for (const file of files) fs.rmSync(file, { force: true });
      fs.rmSync(path.dirname(files[1]!), { recursive: true, force: true });
      await t.close();
    }
  });
});

describe('PasswordRetrieval', () => {
  it('answers before anything that depends on the account is done, so its timing cannot tell them apart', async () => {
    const t = await createTestApp({}, { seed: false });
    try {
      const stamp = '2026-01-01T00:00:00.000Z';
      await t.app.db
        .insertInto('users')
        .values({
          email: 'owner@plant.example.com',
          user_name: 'owner',
          password_hash: 'x',
          company: 'c',
          phone: 'p',
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      // With the link table gone, any work for the account fails: the reply must not wait for it or show it.
      await t.app.db.schema.alterTable('password_resets').renameTo('password_resets_away').execute();
      const known = await t.app.inject({ method: 'POST', url: '/api/RegUser/PasswordRetrieval', payload: { mail: 'owner@plant.example.com' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/RegUser/PasswordRetrieval', payload: { mail: 'nobody@plant.example.com' } });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await settleBackgroundWork();
      await t.app.db.schema.alterTable('password_resets_away').renameTo('password_resets').execute();
    } finally {
      await t.close();
    }
  });
});
