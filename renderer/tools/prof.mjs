import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.goto(process.argv[2]);
await page.waitForFunction(() => !!globalThis.__bench);
const r = await page.evaluate(() => {
  const b = globalThis.__board;
  const layers = b.stage.getLayers();
  const out = {};
  const time = (name, f) => {
    for (let i = 0; i < 10; i++) f();
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) f();
    out[name] = (performance.now() - t0) / 50;
  };
  layers.forEach((l, i) =>
    time('layer' + i, () => {
      l.draw();
      l.getContext()._context.getImageData(0, 0, 1, 1);
    }),
  );
  time('flushOnly', () => b.flush());
  globalThis.__bench.highlight(0);
  layers.forEach((l, i) =>
    time('hl-layer' + i, () => {
      l.draw();
      l.getContext()._context.getImageData(0, 0, 1, 1);
    }),
  );
  out.dpr = devicePixelRatio;
  out.scale = b.stage.scaleX();
  return out;
});
console.log(r);
await browser.close();
