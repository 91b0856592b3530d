import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../../src/config';
import { startupMessage } from '../../src/startup-message';

// The line the server prints when it listens names the mail folder it really writes to: VAR_DIR's.

describe('the start-up message', () => {
  const outboxLine = (env: NodeJS.ProcessEnv, cwd: string) => {
    const config = loadConfig({ sessionSecret: 'unused' }, env);
    return startupMessage(8080, { mode: 'outbox', mailDir: config.mailDir }, cwd);
  };

  it('names var/mail for the default VAR_DIR, relative to the repository it runs in', () => {
    expect(outboxLine({}, REPO_ROOT)).toBe('\nFerrolink website is running at http://localhost:8080/  (mail: written to var/mail)\n');
  });

  it('names the mail folder of a VAR_DIR elsewhere, in full', () => {
    expect(outboxLine({ VAR_DIR: '/srv/ferrolink-data' }, REPO_ROOT)).toContain('(mail: written to /srv/ferrolink-data/mail)');
  });

  it('names a VAR_DIR inside the working directory relative to it', () => {
    expect(outboxLine({ VAR_DIR: path.join(REPO_ROOT, 'data', 'site') }, REPO_ROOT)).toContain('(mail: written to data/site/mail)');
    // A sibling whose name starts with ".." is not outside.
    expect(outboxLine({ VAR_DIR: path.join(REPO_ROOT, '..data') }, REPO_ROOT)).toContain('(mail: written to ..data/mail)');
  });

  it('says SMTP_URL when mail goes to an SMTP server', () => {
    expect(startupMessage(3000, { mode: 'smtp', mailDir: '/srv/x/mail' })).toBe(
      '\nFerrolink website is running at http://localhost:3000/  (mail: SMTP_URL)\n',
    );
  });
});
