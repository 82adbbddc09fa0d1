// Writes the application icons into build/: icon.png (512x512, electron-builder turns it into
// .ico and .icns) and build/icons/<size>x<size>.png for Linux. A simple drawn emblem: an astronef
// silhouette (three podes around a dome) on a hex, in the game's colours.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from '../../src/store/util.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function drawIcon(size: number): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const c = size / 2;
  const R = size * 0.47;
  type Rgb = [number, number, number];
  const set = (i: number, rgb: Rgb, a = 255) => {
    px[i] = rgb[0];
    px[i + 1] = rgb[1];
    px[i + 2] = rgb[2];
    px[i + 3] = a;
  };
  // flat-topped hexagon test
  const inHex = (x: number, y: number, r: number) => {
    const dx = Math.abs(x - c);
    const dy = Math.abs(y - c);
    return dy <= (r * Math.sqrt(3)) / 2 && dx <= r - dy / Math.sqrt(3);
  };
  const dist = (x: number, y: number, cx: number, cy: number) => Math.hypot(x - cx, y - cy);
  const podes = [0, 1, 2].map((k) => {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 3;
    return [c + Math.cos(a) * size * 0.24, c + Math.sin(a) * size * 0.24] as const;
  });
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const px0 = x + 0.5;
      const py0 = y + 0.5;
      if (!inHex(px0, py0, R)) continue;
      let rgb: Rgb = inHex(px0, py0, R * 0.92) ? [58, 74, 92] : [230, 180, 60];
      for (const [px1, py1] of podes) if (dist(px0, py0, px1, py1) < size * 0.1) rgb = [210, 215, 222];
      for (const [px1, py1] of podes) {
        // struts from the dome to each pode
        const t = ((px0 - c) * (px1 - c) + (py0 - c) * (py1 - c)) / ((px1 - c) ** 2 + (py1 - c) ** 2);
        if (t > 0 && t < 1 && dist(px0, py0, c + t * (px1 - c), c + t * (py1 - c)) < size * 0.03) rgb = [210, 215, 222];
      }
      if (dist(px0, py0, c, c) < size * 0.14) rgb = [214, 40, 40];
      set(i, rgb);
    }
  return px;
}

function writeIcons(dir = path.join(root, 'build')): string[] {
  fs.mkdirSync(path.join(dir, 'icons'), { recursive: true });
  const out: string[] = [];
  const main = path.join(dir, 'icon.png');
  fs.writeFileSync(main, encodePng(512, 512, drawIcon(512)));
  out.push(main);
  for (const s of [16, 32, 48, 64, 128, 256, 512]) {
    const f = path.join(dir, 'icons', `${s}x${s}.png`);
    fs.writeFileSync(f, encodePng(s, s, drawIcon(s)));
    out.push(f);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const f of writeIcons()) console.log(f);
}
