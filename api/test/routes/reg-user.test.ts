import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { sha256 } from '../../src/lib/crypto';
import { settleBackgroundWork } from '../../src/services/accounts/mails';
import { ACCOUNT_MESSAGES as M } from '../../src/services/accounts/rules';
import { createTestApp, envelope, type TestApp } from '../helpers/test-app';
import { latestCode, latestResetToken, outboxMessages } from '../helpers/outbox';

// scrypt runs for real (about 60 ms a hash, more on a loaded machine): give the longer flows room.
jest.setTimeout(30_000);

let t: TestApp;
let app: FastifyInstance;
let now = Date.parse('2026-03-02T09:00:00.000Z');
let ipSeed = 0;
/** Each test speaks from its own address, so the per-IP limits of one test never touch another. */
let ip = '10.0.0.1';

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  app = t.app;
  app.clock.now = () => new Date(now);
});
afterAll(async () => {
  await settleBackgroundWork();
  await t.close();
});
beforeEach(() => {
  ipSeed += 1;
  ip = `10.1.${Math.floor(ipSeed / 250)}.${(ipSeed % 250) + 1}`;
});

const advance = (ms: number) => {
  now += ms;
};
const MINUTE = 60_000;

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers, remoteAddress: ip });
}
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress: ip });
}
function expectFailure(reply: LightMyRequestResponse, status: number, message: string | RegExp) {
  const body = envelope(reply);
  expect({ status: reply.statusCode, code: body.code, success: body.success, response: body.response }).toEqual({
    status,
    code: status,
    success: false,
    response: null,
  });
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

let addressSeed = 0;
const newAddress = (label = 'user') => `${label}.${++addressSeed}@plant-${addressSeed}.example.com`;
const PASSWORD = 'ring-topology-42';

async function sendCode(email: string) {
  const reply = await get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`);
  expect(envelope(reply).code).toBe(200);
  return latestCode(t.varDir, email);
}

async function register(email: string, password = PASSWORD) {
  const code = await sendCode(email);
  const reply = await post('/api/RegUser/Register', {
    Email: email,
    VCode: code,
    PassWord: password,
    Company: 'Northgate Rail',
    Phone: '+44 20 7946 0000',
  });
  expect(envelope(reply)).toMatchObject({ code: 200, message: M.registered });
}

async function login(email: string, password: string) {
  return post('/api/RegUser/UserLogin', { mail: email, password });
}

function sessionCookie(reply: LightMyRequestResponse): string {
  const cookie = reply.cookies.find((item) => item.name === 'fl_session');
  if (!cookie) throw new Error('no session cookie');
  return `fl_session=${cookie.value}`;
}

describe('CheckEamil', () => {
  it('says a new address is free and a registered one is taken', async () => {
    const email = newAddress();
    expect(envelope(await get(`/api/RegUser/CheckEamil?mail=${encodeURIComponent(email)}`))).toMatchObject({ code: 200, success: true });
    await register(email);
    expectFailure(await get(`/api/RegUser/CheckEamil?mail=${encodeURIComponent(email.toUpperCase())}`), 400, M.emailTaken);
  });

  it.each([
    ['no mail', '/api/RegUser/CheckEamil', /mail is required/],
    ['an empty mail', '/api/RegUser/CheckEamil?mail=', M.emailRequired],
    ['an address without an at sign', '/api/RegUser/CheckEamil?mail=plant.example.com', M.invalidEmail],
    ['an oversized address', `/api/RegUser/CheckEamil?mail=${'a'.repeat(300)}@example.com`, /mail must be at most 254 characters/],
  ])('answers %s with a 400 envelope', async (_label, url, message) => {
    expectFailure(await get(url), 400, message);
  });
});

describe('GetVerificationCode', () => {
  it('mails a 6-digit code in plain text and HTML with the site name, and stores only its hash', async () => {
    const email = newAddress();
    const reply = await get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`);
    expect(envelope(reply)).toMatchObject({ code: 200, success: true, message: M.codeSent });
    const [message] = outboxMessages(t.varDir, email);
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain('Ferrolink Industrial Networks');
    const code = latestCode(t.varDir, email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await app.db.selectFrom('verification_codes').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.code_hash).toBe(sha256(`${email}:${code}`));
    expect(row.code_hash).not.toContain(code);
    expect(row.expires_at).toBe(new Date(now + 10 * MINUTE).toISOString());
  });

  it('accepts a POST with a form-encoded body too', async () => {
    const email = newAddress();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/RegUser/GetVerificationCode',
      payload: `mail=${encodeURIComponent(email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });
    expect(envelope(reply).code).toBe(200);
    expect(latestCode(t.varDir, email)).toMatch(/^\d{6}$/);
  });

  it('sends one code per address per 60 seconds, and a new code voids the old one', async () => {
    const email = newAddress();
    const first = await sendCode(email);
    advance(30_000);
    const early = await get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`);
    expectFailure(early, 429, /Please wait 30 seconds/);
    expect(outboxMessages(t.varDir, email)).toHaveLength(1);
    advance(30_000);
    let second = await sendCode(email);
    while (second === first) {
      // One chance in a million that the new code equals the old one: ask again after the minute.
      advance(MINUTE);
      second = await sendCode(email);
    }
    const stale = await post('/api/RegUser/Register', { Email: email, VCode: first, PassWord: PASSWORD, Company: 'A', Phone: '1' });
    expectFailure(stale, 400, M.codeWrong);
  });

  it('limits one address to 5 codes an hour', async () => {
    const email = newAddress();
    for (let sent = 0; sent < 5; sent += 1) {
      await sendCode(email);
      advance(61_000);
    }
    expectFailure(await get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`), 429, /Too many codes were sent to this address/);
    advance(60 * MINUTE);
    await sendCode(email);
  });

  it('refuses an address that already has an account', async () => {
    const email = newAddress();
    await register(email);
    expectFailure(await get(`/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}`), 400, M.emailTaken);
  });

  it.each([
    ['an address without an at sign', 'mail=engineer.example.com', M.invalidEmail],
    ['an address with spaces', `mail=${encodeURIComponent('an engineer@example.com')}`, M.invalidEmail],
    ['no mail at all', '', /mail is required/],
  ])('answers %s with a 400 envelope and sends nothing', async (_label, query, message) => {
    expectFailure(await get(`/api/RegUser/GetVerificationCode?${query}`), 400, message);
  });
});

describe('Register', () => {
  it('creates the account with a scrypt hash and the name before the at sign, and the code works once', async () => {
    const email = newAddress('maria.keller');
    const code = await sendCode(email);
    const payload = { Email: email, VCode: code, PassWord: PASSWORD, Company: 'Northgate Rail', Phone: '+44 20 7946 0000' };
    expect(envelope(await post('/api/RegUser/Register', payload))).toMatchObject({ code: 200, response: null });
    const user = await app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.user_name).toBe(email.split('@')[0]);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    expect(user).toMatchObject({ company: 'Northgate Rail', phone: '+44 20 7946 0000' });
    expectFailure(await post('/api/RegUser/Register', payload), 400, M.codeMissing);
  });

  it('lets one of two simultaneous sign-ups with the same code through and answers the other plainly, never a 500', async () => {
    const email = newAddress();
    const code = await sendCode(email);
    const payload = { Email: email, VCode: code, PassWord: PASSWORD, Company: 'A', Phone: '1' };
    const replies = await Promise.all([post('/api/RegUser/Register', payload), post('/api/RegUser/Register', payload)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    const refused = replies.find((reply) => reply.statusCode === 400);
    expect([M.emailTaken, M.codeMissing]).toContain(envelope(refused as LightMyRequestResponse).message);
  });

  it('voids a code after 10 minutes', async () => {
    const email = newAddress();
    const code = await sendCode(email);
    advance(10 * MINUTE);
    expectFailure(
      await post('/api/RegUser/Register', { Email: email, VCode: code, PassWord: PASSWORD, Company: 'A', Phone: '1' }),
      400,
      M.codeMissing,
    );
  });

  it('accepts a code just before it expires', async () => {
    const email = newAddress();
    const code = await sendCode(email);
    advance(10 * MINUTE - 1000);
    expect(envelope(await post('/api/RegUser/Register', { Email: email, VCode: code, PassWord: PASSWORD, Company: 'A', Phone: '1' })).code).toBe(200);
  });

  it('voids a code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = newAddress();
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (vcode: string) => post('/api/RegUser/Register', { Email: email, VCode: vcode, PassWord: PASSWORD, Company: 'A', Phone: '1' });
    for (let tries = 1; tries <= 4; tries += 1) expectFailure(await attempt(wrong), 400, M.codeWrong);
    expectFailure(await attempt(wrong), 400, M.codeVoid);
    expectFailure(await attempt(code), 400, M.codeVoid);
    expect(await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('limits register attempts per address to 10 in 15 minutes', async () => {
    const email = newAddress();
    const attempt = () => post('/api/RegUser/Register', { Email: email, VCode: '123456', PassWord: PASSWORD, Company: 'A', Phone: '1' });
    for (let tries = 0; tries < 10; tries += 1) {
      ip = `10.8.0.${tries + 1}`;
      expect((await attempt()).statusCode).toBe(400);
    }
    ip = '10.8.1.1';
    expectFailure(await attempt(), 429, /Too many attempts to register this address. Please wait 15 minutes/);
    advance(15 * MINUTE);
    expect((await attempt()).statusCode).toBe(400);
  });

  const valid = { Email: 'valid@example.com', VCode: '123456', PassWord: PASSWORD, Company: 'Northgate Rail', Phone: '+1 555 0100' };
  it.each([
    ['a missing Email', { ...valid, Email: undefined }, /Email is required/],
    ['a missing VCode', { ...valid, VCode: undefined }, /VCode is required/],
    ['a missing PassWord', { ...valid, PassWord: undefined }, /PassWord is required/],
    ['a missing Company', { ...valid, Company: undefined }, /Company is required/],
    ['a missing Phone', { ...valid, Phone: undefined }, /Phone is required/],
    ['an empty Email', { ...valid, Email: ' ' }, M.emailRequired],
    ['an email without an at sign', { ...valid, Email: 'valid.example.com' }, M.invalidEmail],
    ['an empty code', { ...valid, VCode: '' }, M.codeRequired],
    ['a code of letters', { ...valid, VCode: 'abcdef' }, M.codeFormat],
    ['a code too long', { ...valid, VCode: '1234567' }, /VCode must be at most 6 characters/],
    ['an empty company', { ...valid, Company: '  ' }, M.companyRequired],
    ['an empty phone', { ...valid, Phone: '' }, M.phoneRequired],
    ['a password of 7 characters', { ...valid, PassWord: 'abcdefg' }, M.passwordTooShort],
    ['an oversized password', { ...valid, PassWord: 'x'.repeat(129) }, /PassWord must be at most 128 characters/],
    ['an oversized company', { ...valid, Company: 'x'.repeat(201) }, /Company must be at most 200 characters/],
    ['an object for the email', { ...valid, Email: { $ne: '' } }, /Email must be a string/],
    ['an array for the password', { ...valid, PassWord: ['a', 'b'] }, /PassWord must be a string/],
  ])('answers %s with a 400 envelope that says why', async (_label, payload, message) => {
    expectFailure(await post('/api/RegUser/Register', payload), 400, message);
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/RegUser/Register',
      payload: '{"Email": ',
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expectFailure(reply, 400, 'The request body is not valid JSON.');
  });
});

describe('UserLogin, Me and Logout', () => {
  it('signs in by POST with an httpOnly SameSite session cookie, answers the user name and never the password', async () => {
    const email = newAddress('signal.tech');
    await register(email);
    const reply = await login(email.toUpperCase(), PASSWORD);
    const body = envelope<{ UserName: string }>(reply);
    expect(body).toMatchObject({ code: 200, response: { UserName: email.split('@')[0] } });
    expect(reply.body).not.toContain(PASSWORD);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/fl_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const cookie = sessionCookie(reply);
    expect(envelope(await get('/api/RegUser/Me', { cookie }))).toMatchObject({
      code: 200,
      response: { UserName: email.split('@')[0], Email: email },
    });

    const out = await post('/api/RegUser/Logout', {}, { cookie });
    expect(envelope(out)).toMatchObject({ code: 200, response: null });
    expect(String(out.headers['set-cookie'])).toMatch(/fl_session=;/);
    expect(envelope(await get('/api/RegUser/Me', { cookie }))).toMatchObject({ code: 200, response: null });
  });

  it('answers Me with null, not a 401, when signed out or with a forged cookie', async () => {
    for (const headers of [{} as Record<string, string>, { cookie: 'fl_session=forged-token' }, { cookie: `fl_session=${'x'.repeat(500)}` }]) {
      const reply = await get('/api/RegUser/Me', headers);
      expect(reply.statusCode).toBe(200);
      expect(envelope(reply)).toMatchObject({ code: 200, response: null });
    }
  });

  it('ends the session when it expires after 14 days', async () => {
    const email = newAddress();
    await register(email);
    const cookie = sessionCookie(await login(email, PASSWORD));
    advance(14 * 24 * 60 * MINUTE);
    expect(envelope(await get('/api/RegUser/Me', { cookie })).response).toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const email = newAddress();
    await register(email);
    const wrong = await login(email, 'not-the-password');
    const unknown = await login(newAddress('nobody'), 'not-the-password');
    expectFailure(wrong, 400, M.loginFailed);
    expectFailure(unknown, 400, M.loginFailed);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a GET with the password in the query, without echoing it', async () => {
    const reply = await get('/api/RegUser/UserLogin?mail=a%40example.com&password=hunter2hunter2');
    expectFailure(reply, 405, M.loginByGet);
    expect(reply.body).not.toContain('hunter2');
    expect(reply.cookies).toHaveLength(0);
  });

  it('accepts a form-encoded sign-in', async () => {
    const email = newAddress();
    await register(email);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/RegUser/UserLogin',
      payload: new URLSearchParams({ mail: email, password: PASSWORD }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: ip,
    });
    expect(envelope(reply).code).toBe(200);
  });

  it('locks one client out of an account after 10 attempts in 15 minutes, while the owner elsewhere still signs in', async () => {
    const email = newAddress();
    await register(email);
    ip = '10.9.0.1';
    for (let tries = 0; tries < 10; tries += 1) expectFailure(await login(email, `wrong-${tries}-password`), 400, M.loginFailed);
    expectFailure(await login(email, PASSWORD), 429, /Too many failed sign-ins for this account. Please wait 15 minutes/);
    // A stranger's guesses cost the owner nothing: from the owner's own address the right password works.
    ip = '10.9.1.1';
    expect(envelope(await login(email, PASSWORD)).code).toBe(200);
    ip = '10.9.0.1';
    advance(15 * MINUTE);
    expect(envelope(await login(email, PASSWORD)).code).toBe(200);
  });

  it('stops guessing spread over many addresses after 30 tries from new browsers, and a browser that signed in before still signs in', async () => {
    const email = newAddress();
    await register(email);
    ip = '10.9.4.1';
    const owner = await login(email, PASSWORD);
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((cookie) => cookie.name === 'fl_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/RegUser' });
    // The owner's own sign-in from a new browser was the first of the 30.
    for (let tries = 0; tries < 29; tries += 1) {
      ip = `10.9.5.${tries + 1}`;
      expectFailure(await login(email, `wrong-${tries}-password`), 400, M.loginFailed);
    }
    ip = '10.9.6.1';
    expectFailure(await login(email, PASSWORD), 429, /A browser in which you signed in before can still sign in/);
    // The owner's browser, from an address the guesses also used.
    ip = '10.9.5.1';
    const known = await post('/api/RegUser/UserLogin', { mail: email, password: PASSWORD }, { cookie: `fl_device=${device!.value}` });
    expect(envelope(known).code).toBe(200);
    // The device cookie is bound to its account: shown for another address it is a new browser.
    const other = newAddress();
    await register(other);
    const forged = await post('/api/RegUser/UserLogin', { mail: other, password: 'wrong-password-1' }, { cookie: `fl_device=${device!.value}` });
    expectFailure(forged, 400, M.loginFailed);
  });

  it('counts each attempt before the password is checked: of 40 parallel wrong passwords only 10 are checked', async () => {
    const email = newAddress();
    await register(email);
    const replies = await Promise.all(Array.from({ length: 40 }, (_, index) => login(email, `wrong-${index}-password`)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('lets no 11th attempt of a parallel burst through, not even the right password', async () => {
    const email = newAddress();
    await register(email);
    const attempts = [...Array.from({ length: 29 }, (_, index) => `wrong-${index}-password`), PASSWORD];
    const replies = await Promise.all(attempts.map((password) => login(email, password)));
    const checked = replies.filter((reply) => reply.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
    const signedIn = replies.findIndex((reply) => reply.statusCode === 200);
    // The right password was sent last: it is checked only if it was among the first 10 counted.
    if (signedIn !== -1) expect(checked).toContain(replies[signedIn]);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the lock across a restart of the server: the count lives in the database', async () => {
    const email = newAddress();
    await register(email);
    ip = '10.9.2.1';
    for (let tries = 0; tries < 10; tries += 1) expectFailure(await login(email, `wrong-${tries}-password`), 400, M.loginFailed);
    // A second server on the same database file: what a restart, or another API process, sees.
    const restarted = await buildApp({ logger: false, config: { ...app.config } });
    try {
      await restarted.ready();
      restarted.clock.now = () => new Date(now);
      const reply = await restarted.inject({
        method: 'POST',
        url: '/api/RegUser/UserLogin',
        payload: { mail: email, password: PASSWORD },
        remoteAddress: '10.9.2.1',
      });
      expectFailure(reply, 429, /Too many failed sign-ins for this account. Please wait 15 minutes/);
    } finally {
      await restarted.close();
    }
  });

  it.each([
    ['no body fields', {}, /mail is required/],
    ['a missing password', { mail: 'a@example.com' }, /password is required/],
    ['an empty password', { mail: 'a@example.com', password: '' }, M.passwordRequired],
    ['an empty mail', { mail: '', password: 'whatever-long' }, M.emailRequired],
    ['a mail without an at sign', { mail: 'a.example.com', password: 'whatever-long' }, M.invalidEmail],
    ['an object for the password', { mail: 'a@example.com', password: { $gt: '' } }, /password must be a string/],
    ['an oversized password', { mail: 'a@example.com', password: 'p'.repeat(1000) }, /password must be at most 128 characters/],
  ])('answers %s with a 400 envelope', async (_label, payload, message) => {
    expectFailure(await post('/api/RegUser/UserLogin', payload), 400, message);
  });
});

describe('PasswordRetrieval and UpdatePassword', () => {
  async function requestReset(email: string) {
    const reply = await get(`/api/RegUser/PasswordRetrieval?mail=${encodeURIComponent(email)}`);
    await settleBackgroundWork();
    return reply;
  }

  it('answers the same whether or not the address has an account, and mails only an account holder', async () => {
    const known = newAddress();
    await register(known);
    const unknown = newAddress('stranger');
    const a = await requestReset(known);
    const b = await requestReset(unknown);
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(envelope(a)).toMatchObject({ code: 200, message: M.retrievalSent });
    expect(outboxMessages(t.varDir, unknown)).toHaveLength(0);
    const link = outboxMessages(t.varDir, known).at(-1) ?? '';
    expect(link).toContain(`http://localhost:8080/passwordSetting?hash=`);
    expect(link).toContain('Content-Type: text/html');
  });

  it('stores the token as a hash, sets the new password once, ends the other sessions, and the old password fails', async () => {
    const email = newAddress();
    await register(email);
    const oldSession = sessionCookie(await login(email, PASSWORD));
    await requestReset(email);
    const token = latestResetToken(t.varDir, email);
    const row = await app.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(await app.db.selectFrom('password_resets').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at <= new Date(now + 60 * MINUTE).toISOString()).toBe(true);

    const update = await post('/api/RegUser/UpdatePassword', { hash: token, Password: 'new-fibre-ring-7', password2: 'new-fibre-ring-7' });
    expect(envelope(update)).toMatchObject({ code: 200, message: M.passwordUpdated });
    expect(envelope(await get('/api/RegUser/Me', { cookie: oldSession })).response).toBeNull();
    expectFailure(await login(email, PASSWORD), 400, M.loginFailed);
    expect(envelope(await login(email, 'new-fibre-ring-7')).code).toBe(200);

    const again = await post('/api/RegUser/UpdatePassword', { hash: token, Password: 'third-pass-999', password2: 'third-pass-999' });
    expectFailure(again, 400, M.resetInvalid);
  });

  it('voids a link after one hour', async () => {
    const email = newAddress();
    await register(email);
    await requestReset(email);
    const token = latestResetToken(t.varDir, email);
    advance(60 * MINUTE);
    expectFailure(
      await post('/api/RegUser/UpdatePassword', { hash: token, Password: 'new-fibre-ring-7', password2: 'new-fibre-ring-7' }),
      400,
      M.resetInvalid,
    );
    expect(envelope(await login(email, PASSWORD)).code).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const email = newAddress();
    await register(email);
    await requestReset(email);
    const first = latestResetToken(t.varDir, email);
    advance(61_000);
    await requestReset(email);
    const second = latestResetToken(t.varDir, email);
    expect(second).not.toBe(first);
    expectFailure(
      await post('/api/RegUser/UpdatePassword', { hash: first, Password: 'new-fibre-ring-7', password2: 'new-fibre-ring-7' }),
      400,
      M.resetInvalid,
    );
    expect(
      envelope(await post('/api/RegUser/UpdatePassword', { hash: second, Password: 'new-fibre-ring-7', password2: 'new-fibre-ring-7' })).code,
    ).toBe(200);
  });

  it('sends one link a minute per address, with the same refusal for an unknown address', async () => {
    const known = newAddress();
    await register(known);
    const unknown = newAddress('stranger');
    await requestReset(known);
    await requestReset(unknown);
    const a = await requestReset(known);
    const b = await requestReset(unknown);
    expectFailure(a, 429, /A link was sent to this address a moment ago. Please wait 60 seconds/);
    expect(a.body).toBe(b.body);
    expect(outboxMessages(t.varDir, known)).toHaveLength(2); // the code mail and one link
  });

  it.each([
    ['a missing hash', { Password: 'long-enough-1', password2: 'long-enough-1' }, /hash is required/],
    ['a missing confirmation', { hash: 'abc', Password: 'long-enough-1' }, /password2 is required/],
    ['an empty password', { hash: 'abc', Password: '', password2: '' }, M.passwordRequired],
    ['a short password', { hash: 'abc', Password: 'short', password2: 'short' }, M.passwordTooShort],
    ['different passwords', { hash: 'abc', Password: 'long-enough-1', password2: 'long-enough-2' }, M.passwordMismatch],
    ['an unknown token', { hash: 'abc', Password: 'long-enough-1', password2: 'long-enough-1' }, M.resetInvalid],
    ['an oversized token', { hash: 'h'.repeat(500), Password: 'long-enough-1', password2: 'long-enough-1' }, /hash must be at most 200 characters/],
    ['a number array token', { hash: [1, 2], Password: 'long-enough-1', password2: 'long-enough-1' }, /hash must be a string/],
  ])('answers %s with a 400 envelope', async (_label, payload, message) => {
    expectFailure(await post('/api/RegUser/UpdatePassword', payload), 400, message);
  });

  it.each(['', 'mail=', 'mail=nobody.example.com'])('answers the bad query "%s" with a 400 envelope', async (query) => {
    expect((await get(`/api/RegUser/PasswordRetrieval?${query}`)).statusCode).toBe(400);
  });
});

describe('per-IP rate limits', () => {
  it.each([
    ['code sending', 20, (n: number) => get(`/api/RegUser/GetVerificationCode?mail=ip${n}.${Date.now()}@limits.example.com`)],
    ['sign-in', 60, (n: number) => login(`ip${n}@limits.example.com`, 'wrong-password-1')],
    [
      'registration',
      20,
      (n: number) =>
        post('/api/RegUser/Register', { Email: `ip${n}@limits.example.com`, VCode: '123456', PassWord: PASSWORD, Company: 'A', Phone: '1' }),
    ],
    ['password retrieval', 20, (n: number) => get(`/api/RegUser/PasswordRetrieval?mail=ip${n}@limits.example.com`)],
  ])('answers %s past its limit with a 429 envelope', async (_label, max, call) => {
    for (let n = 0; n < max; n += 1) expect((await call(n)).statusCode).not.toBe(429);
    expectFailure(await call(max), 429, /^Too many requests. Please wait \d+ seconds and try again.$/);
  });
});

describe('logging', () => {
  it('never writes a password to the log, while the outbox line gives the code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const logged = await buildApp({
      logger: { level: 'trace', stream },
      config: {
        varDir: t.varDir,
        databaseUrl: t.databaseUrl,
        serveStatic: false,
        sessionSecret: 'test-secret',
        siteUrl: 'http://localhost:8080',
      },
    });
    await logged.ready();
    try {
      const email = newAddress('logged');
      const secret = 'Very-Secret-Passphrase-1';
      await logged.inject({ method: 'GET', url: `/api/RegUser/GetVerificationCode?mail=${encodeURIComponent(email)}` });
      const code = latestCode(t.varDir, email);
      await logged.inject({
        method: 'POST',
        url: '/api/RegUser/Register',
        payload: { Email: email, VCode: code, PassWord: secret, Company: 'A', Phone: '1' },
      });
      await logged.inject({ method: 'POST', url: '/api/RegUser/UserLogin', payload: { mail: email, password: secret } });
      await logged.inject({ method: 'GET', url: `/api/RegUser/UserLogin?mail=${encodeURIComponent(email)}&password=${secret}` });
      const log = lines.join('');
      expect(log).toContain(`Verification code for ${email}: ${code}`);
      expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('mail delivery failure', () => {
  it('answers a code send with a 503 envelope when the SMTP server is down, and lets the visitor ask again at once', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' }, { seed: false });
    try {
      const url = '/api/RegUser/GetVerificationCode?mail=down%40plant.example.com';
      const first = await down.app.inject({ method: 'GET', url });
      expectFailure(first, 503, M.mailFailed);
      expectFailure(await down.app.inject({ method: 'GET', url }), 503, M.mailFailed);
      expect(await down.app.db.selectFrom('verification_codes').selectAll().execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
