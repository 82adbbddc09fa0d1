import { chromium } from '@playwright/test';
const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(url);
await page.waitForFunction(() => !!globalThis.__board);
await page.evaluate(() => {
  const b = globalThis.__board;
  const p = b.hexToScreen([6, 3]);
  b.zoomBy(3.2, p.x, p.y);
});
await page.waitForTimeout(500);
const p = await page.evaluate(() => globalThis.__board.hexToScreen([8, 5]));
await page.mouse.move(p.x, p.y);
await page.waitForTimeout(300);
await page.screenshot({ path: out });
await browser.close();
