import { chromium, devices } from '@playwright/test';
const base = 'http://127.0.0.1:18731';
const [, , url, label, ...offsets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext(devices['Pixel 7']);
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(base + url);
await page.waitForTimeout(2000);
for (const y of offsets) {
  await page.evaluate((top) => window.scrollTo(0, Number(top)), y);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/solshots/${label}-m${y}.png` });
}
await browser.close();
