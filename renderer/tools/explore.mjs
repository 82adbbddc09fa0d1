// Walk through the screens against a running `npm run web`: node renderer/tools/explore.mjs <url> <outdir>
import { chromium } from '@playwright/test';
const [url, out = '/tmp/shots'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('console', (m) => m.type() !== 'log' && console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/1-home.png` });
await page.getByTestId('new-game').click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/2-new.png` });
await page.getByTestId('start').click();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/3-handoff.png` });
await page.getByTestId('seat').click();
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/4-landing.png` });
await browser.close();
