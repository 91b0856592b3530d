import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, envelope, useTestApp } from '../helpers/test-app';
import { formatEnquiries, listEnquiries, parseArgs } from '../../src/cli/enquiries';

const valid = {
  FirstName: 'Ingrid',
  LastName: 'Solberg',
  Company: 'Nordvann Water Utility',
  Phone: '+47 55 12 34 56',
  Country: 'Norway',
  Body: 'We are planning 4G links for 60 pumping stations.\nPlease send a quotation for FL-CR4G20 routers.',
  EMail: 'ingrid.solberg@nordvann.example',
};

let address = 0;

const testApp = useTestApp();

/** Each call comes from its own address unless told otherwise, so the per-address rate limit only bites where a test means it to. */
function post(payload: unknown, options: { remoteAddress?: string; form?: boolean } = {}) {
  address += 1;
  const remoteAddress = options.remoteAddress ?? `10.0.${Math.floor(address / 250)}.${address % 250}`;
  if (options.form) {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/Guest/Add',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload as Record<string, string>).toString(),
    });
  }
  return testApp.app.inject({ method: 'POST', url: '/api/Guest/Add', remoteAddress, payload: payload as object });
}

const storedByEmail = (email: string) => testApp.app.db.selectFrom('guests').selectAll().where('email', '=', email).execute();

function mailFiles(): string[] {
  const dir = path.join(testApp.varDir, 'mail');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}

describe('Guest/Add', () => {
  it('stores the enquiry before it answers 200, and notifies the sales address', async () => {
    const before = mailFiles().length;
    const reply = await post(valid);
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toMatchObject({ code: 200, success: true, response: null });

    const rows = await storedByEmail(valid.EMail);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Ingrid',
      last_name: 'Solberg',
      company: 'Nordvann Water Utility',
      phone: '+47 55 12 34 56',
      country: 'Norway',
      body: valid.Body,
    });
    expect(new Date(rows[0]!.created_at).toISOString()).toBe(rows[0]!.created_at);

    const files = mailFiles();
    expect(files.length).toBe(before + 1);
    const mail = fs.readFileSync(
      files.find((file) => file.includes('sales@ferrolink.example'))!,
      'utf8',
    );
    expect(mail).toMatch(/^To: sales@ferrolink\.example/m);
    expect(mail).toContain('Nordvann Water Utility');
    expect(mail).toContain('ingrid.solberg@nordvann.example');
  });

  it('accepts a form-encoded body without a phone number', async () => {
    const { Phone: _phone, ...withoutPhone } = { ...valid, EMail: 'form.sender@example.org' };
    const reply = await post(withoutPhone, { form: true });
    expect(reply.statusCode).toBe(200);
    const rows = await storedByEmail('form.sender@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phone).toBe('');
  });

  it('trims the fields it stores', async () => {
    expect((await post({ ...valid, FirstName: '  Ola  ', EMail: '  ola@example.net ' })).statusCode).toBe(200);
    expect((await storedByEmail('ola@example.net'))[0]!.first_name).toBe('Ola');
  });

  it('answers a filled honeypot with 200 but stores and sends nothing', async () => {
    const mailsBefore = mailFiles().length;
    const reply = await post({ ...valid, EMail: 'bot@spam.example', Website: 'http://cheap-pills.example' });
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply).code).toBe(200);
    expect(await storedByEmail('bot@spam.example')).toHaveLength(0);
    expect(mailFiles().length).toBe(mailsBefore);
  });

  it.each([
    ['FirstName', '', 'First Name is required.'],
    ['FirstName', '   ', 'First Name is required.'],
    ['LastName', '', 'Last Name is required.'],
    ['Company', '', 'Company is required.'],
    ['EMail', '', 'Email is required.'],
    ['Country', '', 'Country is required.'],
    ['Body', '', 'Message is required.'],
    ['EMail', 'ingrid.nordvann.example', 'Please enter a valid email address'],
    ['EMail', 'ingrid@nordvann', 'Please enter a valid email address'],
    ['EMail', 'in grid@nordvann.example', 'Please enter a valid email address'],
    ['EMail', `${'a'.repeat(250)}@x.example`, 'Email must be at most 254 characters.'],
    ['FirstName', 'x'.repeat(51), 'First Name must be at most 50 characters.'],
    ['LastName', 'x'.repeat(51), 'Last Name must be at most 50 characters.'],
    ['Company', 'x'.repeat(101), 'Company must be at most 100 characters.'],
    ['Phone', '1'.repeat(41), 'Phone must be at most 40 characters.'],
    ['Country', 'x'.repeat(61), 'Country must be at most 60 characters.'],
    ['Body', 'x'.repeat(2001), 'Message must be at most 2000 characters.'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const email = field === 'EMail' ? value : `refused-${field}-${value.length}@example.com`;
    const reply = await post({ ...valid, EMail: email, [field]: value });
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply)).toEqual({ code: 400, success: false, message, response: null });
    if (email) expect(await storedByEmail(email)).toHaveLength(0);
  });

  it.each(['FirstName', 'LastName', 'Company', 'EMail', 'Country', 'Body'])('refuses an enquiry without %s', async (field) => {
    const payload: Record<string, string> = { ...valid };
    delete payload[field];
    const reply = await post(payload);
    expect(reply.statusCode).toBe(400);
    expect(envelope(reply).message).toMatch(/is required\.$/);
  });

  it.each([
    ['an empty body', undefined, 'application/json'],
    ['broken JSON', '{"FirstName": "Ingrid",', 'application/json'],
    ['a JSON array', '[1,2,3]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['an object for a field', JSON.stringify({ ...valid, FirstName: { first: 'Ingrid' } }), 'application/json'],
    ['plain text', 'hello', 'text/plain'],
    ['an oversized body', JSON.stringify({ ...valid, Body: 'x'.repeat(100_000) }), 'application/json'],
  ])('answers %s with a 4xx envelope, never a 500', async (_label, payload, contentType) => {
    address += 1;
    const reply = await testApp.app.inject({
      method: 'POST',
      url: '/api/Guest/Add',
      remoteAddress: `10.9.0.${address % 250}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    const body = envelope(reply);
    expect(body.success).toBe(false);
    expect(body.code).toBe(reply.statusCode);
    expect(body.message).not.toMatch(/stack|at \//);
  });

  it('limits each address to five enquiries in ten minutes, with a 429 envelope that says so', async () => {
    const remoteAddress = '192.0.2.77';
    for (let index = 0; index < 5; index += 1) {
      expect((await post({ ...valid, EMail: `burst${index}@example.com` }, { remoteAddress })).statusCode).toBe(200);
    }
    const refused = await post({ ...valid, EMail: 'burst5@example.com' }, { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ code: 429, success: false });
    expect(envelope(refused).message).toMatch(/Too many requests/);
    expect(await storedByEmail('burst5@example.com')).toHaveLength(0);
    // Another address is not affected.
    expect((await post({ ...valid, EMail: 'neighbour@example.com' }, { remoteAddress: '192.0.2.78' })).statusCode).toBe(200);
  });

  it('keeps the enquiry when the notification mail fails', async () => {
    const failing = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const reply = await failing.app.inject({ method: 'POST', url: '/api/Guest/Add', payload: { ...valid, EMail: 'mail.down@example.com' } });
      expect(reply.statusCode).toBe(200);
      const rows = await failing.app.db.selectFrom('guests').select('email').where('email', '=', 'mail.down@example.com').execute();
      expect(rows).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

describe('npm run enquiries', () => {
  it('lists stored enquiries newest first with every field', async () => {
    const rows = await testApp.app.db
      .selectFrom('guests')
      .select(['id', 'created_at', 'first_name', 'last_name', 'company', 'country', 'email', 'phone', 'body'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const text = formatEnquiries(rows, rows.length);
    expect(text).toContain(`Contact enquiries: ${rows.length} of ${rows.length}, newest first`);
    expect(text).toContain('Name:    Ingrid Solberg');
    expect(text).toContain('Company: Nordvann Water Utility');
    expect(text).toContain('Email:   ingrid.solberg@nordvann.example');
    expect(text).toContain('Phone:   +47 55 12 34 56');
    expect(text).toContain('Country: Norway');
    expect(text).toContain('Please send a quotation for FL-CR4G20 routers.');
    expect(text.indexOf(`#${rows[0]!.id} `)).toBeLessThan(text.indexOf(`#${rows.at(-1)!.id} `));
    expect(formatEnquiries([], 0)).toBe('No enquiries yet.');
  });

  it('reads --limit and --json and refuses nonsense', () => {
    expect(parseArgs([])).toEqual({ limit: 50, json: false });
    expect(parseArgs(['--limit', '5', '--json'])).toEqual({ limit: 5, json: true });
    expect(parseArgs(['--limit=0'])).toEqual({ limit: 0, json: false });
    expect(parseArgs(['--limit', 'many'])).toEqual({ error: '--limit needs a whole number, got "many"' });
    expect(parseArgs(['--colour'])).toEqual({ error: 'unknown option "--colour"' });
  });

  it('reads the database it is given, newest first, with --limit and --json', async () => {
    const { databaseUrl } = testApp;
    const text = await listEnquiries(databaseUrl, { limit: 2, json: false });
    expect(text).toMatch(/^Contact enquiries: 2 of \d+, newest first/);
    const rows = JSON.parse(await listEnquiries(databaseUrl, { limit: 0, json: true })) as { email: string; created_at: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.created_at)).toEqual([...rows.map((row) => row.created_at)].sort().reverse());
    expect(rows.map((row) => row.email)).toContain('ingrid.solberg@nordvann.example');
  });
});
