// Builds better-sqlite3 for Electron in its own folder (.electron-native/), beside the Node build
// in node_modules that the tests and the web mode use. The Electron shell loads it through
// better-sqlite3's `nativeBinding` option. Runs from `npm start`; does nothing when up to date.
// Uses @electron/rebuild: a prebuilt binary when one is published, otherwise a compile with the
// Electron headers (needs Python and a C++ toolchain, as for any native module).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBuildNodeProblem } from '../node-version.js';

const nodeProblem = electronBuildNodeProblem();
if (nodeProblem) {
  console.error(nodeProblem);
  process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nativeRoot = path.join(root, '.electron-native');
const target = path.join(nativeRoot, 'node_modules', 'better-sqlite3');
const binary = path.join(target, 'build', 'Release', 'better_sqlite3.node');
const stampFile = path.join(nativeRoot, 'stamp.json');

const electronVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8'))
  .version as string;
const sqliteVersion = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/better-sqlite3/package.json'), 'utf8'))
  .version as string;
const stamp = {
  electron: electronVersion,
  betterSqlite3: sqliteVersion,
  platform: process.platform,
  arch: process.arch,
};

const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (current === JSON.stringify(stamp) && fs.existsSync(binary)) {
  console.log(`better-sqlite3 for Electron ${electronVersion}: up to date`);
  process.exit(0);
}

console.log(`Building better-sqlite3 ${sqliteVersion} for Electron ${electronVersion} in ${nativeRoot} ...`);
fs.rmSync(nativeRoot, { recursive: true, force: true });
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.cpSync(path.join(root, 'node_modules/better-sqlite3'), target, {
  recursive: true,
  filter: (src) => !src.includes(`${path.sep}build${path.sep}`) && !src.endsWith(`${path.sep}build`),
});
// its own build-time dependencies, found through the parent node_modules
fs.writeFileSync(
  path.join(nativeRoot, 'package.json'),
  JSON.stringify(
    { name: 'fmh-electron-native', private: true, dependencies: { 'better-sqlite3': sqliteVersion } },
    null,
    2,
  ),
);

const { rebuild } = await import('@electron/rebuild');
await rebuild({
  buildPath: nativeRoot,
  electronVersion,
  arch: process.arch,
  onlyModules: ['better-sqlite3'],
  force: true,
});
if (!fs.existsSync(binary)) {
  console.error(`The Electron build of better-sqlite3 was not produced (${binary} is missing).`);
  process.exit(1);
}
fs.writeFileSync(stampFile, JSON.stringify(stamp));
console.log(`better-sqlite3 for Electron ${electronVersion}: ${binary}`);
