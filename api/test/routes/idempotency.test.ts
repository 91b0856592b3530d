import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { settleBackgroundWork } from '../../src/services/accounts/mails';
import { ACCOUNT_MESSAGES as M } from '../../src/services/accounts/rules';
import { GUEST_RATE_LIMIT } from '../../src/routes/api/Guest';
import { envelope, useTestApp } from '../helpers/test-app';
import { latestCode, outboxMessages } from '../helpers/outbox';

// Writes that may be retried: the contact form, code sending, registration and reset requests take an
// Idempotency-Key. Runs on SQLite and, with TEST_POSTGRES_URL, on PostgreSQL (npm run test:postgres).

// Registration hashes a password with scrypt for real.
jest.setTimeout(30_000);

const testApp = useTestApp({}, { seed: false });

let addressSeed = 0;
/** Each test speaks from its own client address, so the per-client rate limits of one test never touch another. */
let clientAddress = '10.9.0.1';
beforeEach(() => {
  addressSeed += 1;
  clientAddress = `10.9.${Math.floor(addressSeed / 250)}.${(addressSeed % 250) + 1}`;
});
afterAll(() => settleBackgroundWork());

const newEmail = (label: string) => `${label}.${addressSeed}.${randomUUID().slice(0, 8)}@plant.example.com`;

function enquiry(email: string, body = 'Please quote 60 cellular routers for our pumping stations.') {
  return { FirstName: 'Ingrid', LastName: 'Solberg', Company: 'Nordvann', Country: 'Norway', Phone: '', Body: body, EMail: email };
}

function post(url: string, payload: object, key?: string): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: clientAddress,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const storedEnquiries = (email: string) => testApp.app.db.selectFrom('guests').select('id').where('email', '=', email).execute();
const keptKeys = async () => (await testApp.app.db.selectFrom('idempotency_keys').select('key_hash').execute()).length;
/** Notification mails of the contact form go to the sales address and name the sender's address. */
const enquiryMails = (email: string) => outboxMessages(testApp.varDir, 'sales@ferrolink.example').filter((mail) => mail.includes(email));

function expectSameAnswer(first: LightMyRequestResponse, second: LightMyRequestResponse) {
  expect(second.statusCode).toBe(first.statusCode);
  expect(envelope(second)).toEqual(envelope(first));
}

describe('Guest/Add with an Idempotency-Key', () => {
  it('stores and mails once when the same request comes twice, and answers the second as the first', async () => {
    const email = newEmail('twice');
    const key = randomUUID();
    const first = await post('/api/Guest/Add', enquiry(email), key);
    const second = await post('/api/Guest/Add', enquiry(email), key);
    expect(first.statusCode).toBe(200);
    expect(envelope(first)).toMatchObject({ code: 200, success: true, response: null });
    expectSameAnswer(first, second);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await storedEnquiries(email)).toHaveLength(1);
    expect(enquiryMails(email)).toHaveLength(1);
  });

  it('stores and mails once when the two arrive at the same time', async () => {
    const email = newEmail('at-once');
    const key = randomUUID();
    const [first, second] = await Promise.all([post('/api/Guest/Add', enquiry(email), key), post('/api/Guest/Add', enquiry(email), key)]);
    expect(first.statusCode).toBe(200);
    expectSameAnswer(first, second);
    expect(await storedEnquiries(email)).toHaveLength(1);
    expect(enquiryMails(email)).toHaveLength(1);
  });

  it('stores and mails once when the two arrive at the same time on two processes of one database', async () => {
    const otherProcess = await buildApp({
      logger: false,
      config: {
        varDir: testApp.varDir,
        databaseUrl: testApp.databaseUrl,
        serveStatic: false,
        sessionSecret: 'test-secret',
        siteUrl: 'http://localhost:8080',
      },
    });
    try {
      const email = newEmail('two-processes');
      const key = randomUUID();
      const send = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/Guest/Add',
          payload: enquiry(email),
          remoteAddress: clientAddress,
          headers: { 'idempotency-key': key },
        });
      const [first, second] = await Promise.all([send(testApp.app), send(otherProcess)]);
      expect(first.statusCode).toBe(200);
      expectSameAnswer(first, second);
      expect(await storedEnquiries(email)).toHaveLength(1);
      expect(enquiryMails(email)).toHaveLength(1);
    } finally {
      await otherProcess.close();
    }
  });

  it('answers 422 to the same key with another body, and stores nothing more', async () => {
    const email = newEmail('other-body');
    const key = randomUUID();
    expect((await post('/api/Guest/Add', enquiry(email), key)).statusCode).toBe(200);
    const other = await post('/api/Guest/Add', enquiry(email, 'A different message entirely.'), key);
    expect(other.statusCode).toBe(422);
    expect(envelope(other)).toEqual({
      code: 422,
      success: false,
      message: 'This Idempotency-Key was already used for a different request. Send a new Idempotency-Key with each new request.',
      response: null,
    });
    expect(await storedEnquiries(email)).toHaveLength(1);
  });

  it('answers 422 to the same key on another route', async () => {
    const key = randomUUID();
    expect((await post('/api/Guest/Add', enquiry(newEmail('route')), key)).statusCode).toBe(200);
    expect((await post('/api/RegUser/PasswordRetrieval', { mail: newEmail('route') }, key)).statusCode).toBe(422);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(201)],
    ['with a space', 'key with spaces'],
    ['with a slash', 'abcd/efgh'],
    ['empty', ''],
  ])('answers a key %s with a 400 envelope naming the header, and stores nothing', async (_label, key) => {
    const email = newEmail('malformed');
    const reply = await post('/api/Guest/Add', enquiry(email), key);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply)).toEqual({
      code: 400,
      success: false,
      message: 'The Idempotency-Key header must be 8 to 200 characters of letters, digits, "-" and "_".',
      response: null,
    });
    expect(await storedEnquiries(email)).toHaveLength(0);
  });

  it('without the header behaves as before: each request is stored and mailed, and no key is kept', async () => {
    const email = newEmail('no-key');
    const keysBefore = await keptKeys();
    const first = await post('/api/Guest/Add', enquiry(email));
    const second = await post('/api/Guest/Add', enquiry(email));
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedEnquiries(email)).toHaveLength(2);
    expect(enquiryMails(email)).toHaveLength(2);
    expect(await keptKeys()).toBe(keysBefore);
  });

  it('forgets a key after 24 hours: the same request then is a new one', async () => {
    const email = newEmail('next-day');
    const key = randomUUID();
    expect((await post('/api/Guest/Add', enquiry(email), key)).statusCode).toBe(200);
    expect((await post('/api/Guest/Add', enquiry(email), key)).headers['idempotent-replayed']).toBe('true');
    const realNow = testApp.app.clock.now;
    testApp.app.clock.now = () => new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    try {
      const nextDay = await post('/api/Guest/Add', enquiry(email), key);
      expect(nextDay.statusCode).toBe(200);
      expect(nextDay.headers['idempotent-replayed']).toBeUndefined();
      // Pruned on a write: no key of a day ago is left in the table.
      const stale = await testApp.app.db
        .selectFrom('idempotency_keys')
        .select('key_hash')
        .where('created_at', '<=', new Date(Date.now()).toISOString())
        .execute();
      expect(stale).toHaveLength(0);
    } finally {
      testApp.app.clock.now = realNow;
    }
    expect(await storedEnquiries(email)).toHaveLength(2);
  });

  it('does not keep a refusal: after a 400 the same key with the corrected body is stored', async () => {
    const email = newEmail('corrected');
    const key = randomUUID();
    const refused = await post('/api/Guest/Add', { ...enquiry(email), FirstName: '   ' }, key);
    expect(envelope(refused)).toMatchObject({ code: 400, message: 'First Name is required.' });
    const corrected = await post('/api/Guest/Add', enquiry(email), key);
    expect(corrected.statusCode).toBe(200);
    // The key now belongs to the corrected request, which is kept.
    const again = await post('/api/Guest/Add', enquiry(email), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await storedEnquiries(email)).toHaveLength(1);
  });

  it('does not count a replay against the rate limit, but counts every new key', async () => {
    const email = newEmail('limit');
    const key = randomUUID();
    for (let attempt = 0; attempt <= GUEST_RATE_LIMIT.max; attempt += 1) {
      expect((await post('/api/Guest/Add', enquiry(email), key)).statusCode).toBe(200);
    }
    expect(await storedEnquiries(email)).toHaveLength(1);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < GUEST_RATE_LIMIT.max; attempt += 1) {
      statuses.push((await post('/api/Guest/Add', enquiry(email, `Burst message ${attempt}.`), randomUUID())).statusCode);
    }
    // The first request counted once, its replays not at all: the burst of new keys meets the limit one short.
    expect(statuses).toEqual([...Array<number>(GUEST_RATE_LIMIT.max - 1).fill(200), 429]);
  });
});

describe('account mails with an Idempotency-Key', () => {
  it('GetVerificationCode sent twice with one key mails one code and answers the same', async () => {
    const email = newEmail('code');
    const key = randomUUID();
    const first = await post('/api/RegUser/GetVerificationCode', { mail: email }, key);
    const second = await post('/api/RegUser/GetVerificationCode', { mail: email }, key);
    expect(envelope(first)).toMatchObject({ code: 200, message: M.codeSent });
    // Without the key the second would be refused: one code per address a minute.
    expectSameAnswer(first, second);
    expect(outboxMessages(testApp.varDir, email)).toHaveLength(1);
  });

  it('does not keep a 5xx: after a failed code mail the same key sends the code, and then answers from that', async () => {
    const email = newEmail('mail-down');
    const key = randomUUID();
    const send = jest.spyOn(testApp.app.mailer, 'send').mockRejectedValueOnce(new Error('the mail server is down'));
    try {
      const failed = await post('/api/RegUser/GetVerificationCode', { mail: email }, key);
      expect(failed.statusCode).toBe(503);
      const retried = await post('/api/RegUser/GetVerificationCode', { mail: email }, key);
      expect(envelope(retried)).toMatchObject({ code: 200, message: M.codeSent });
      const again = await post('/api/RegUser/GetVerificationCode', { mail: email }, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expectSameAnswer(retried, again);
    } finally {
      send.mockRestore();
    }
    expect(outboxMessages(testApp.varDir, email)).toHaveLength(1);
  });

  it('Register sent twice with one key makes the account once and answers the same; no password is kept', async () => {
    const email = newEmail('register');
    expect((await post('/api/RegUser/GetVerificationCode', { mail: email })).statusCode).toBe(200);
    const password = `ring-topology-${randomUUID().slice(0, 6)}`;
    const payload = {
      Email: email,
      VCode: latestCode(testApp.varDir, email),
      PassWord: password,
      Company: 'Northgate Rail',
      Phone: '+44 20 7946 0000',
    };
    const key = randomUUID();
    const [first, second] = await Promise.all([post('/api/RegUser/Register', payload, key), post('/api/RegUser/Register', payload, key)]);
    expect(envelope(first)).toMatchObject({ code: 200, message: M.registered });
    expectSameAnswer(first, second);
    const users = await testApp.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);

    const rows = await testApp.app.db.selectFrom('idempotency_keys').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(key);
  });

  it('PasswordRetrieval sent twice with one key mails one link and answers the same', async () => {
    const email = newEmail('reset');
    expect((await post('/api/RegUser/GetVerificationCode', { mail: email })).statusCode).toBe(200);
    const payload = { Email: email, VCode: latestCode(testApp.varDir, email), PassWord: 'ring-topology-42', Company: 'Northgate Rail', Phone: '1' };
    expect((await post('/api/RegUser/Register', payload)).statusCode).toBe(200);

    const key = randomUUID();
    const first = await post('/api/RegUser/PasswordRetrieval', { mail: email }, key);
    await settleBackgroundWork();
    const second = await post('/api/RegUser/PasswordRetrieval', { mail: email }, key);
    await settleBackgroundWork();
    expect(envelope(first)).toMatchObject({ code: 200, message: M.retrievalSent });
    expectSameAnswer(first, second);
    const links = outboxMessages(testApp.varDir, email).filter((mail) => mail.includes('/passwordSetting?hash='));
    expect(links).toHaveLength(1);
  });

  it('the GET forms of code sending take a key as well', async () => {
    const email = newEmail('get-code');
    const key = randomUUID();
    const url = `/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`;
    const request = () => testApp.app.inject({ method: 'GET', url, remoteAddress: clientAddress, headers: { 'idempotency-key': key } });
    const first = await request();
    const second = await request();
    expect(envelope(first)).toMatchObject({ code: 200, message: M.codeSent });
    expectSameAnswer(first, second);
    expect(outboxMessages(testApp.varDir, email)).toHaveLength(1);
  });
});
