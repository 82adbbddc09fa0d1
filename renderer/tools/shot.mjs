// Screenshots of the built renderer in headless Chromium: node renderer/tools/shot.mjs <url> <out.png> [w] [h]
import { chromium } from '@playwright/test';
const [url, out, w = '1366', h = '768', waitMs = '600'] = process.argv.slice(2);
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
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(Number(waitMs));
await page.screenshot({ path: out });
await browser.close();
