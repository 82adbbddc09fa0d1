// The Node.js each use needs: the tests and web mode run on Node 20.19 or newer; building the Electron
// shell (`npm start`, `npm run dist`) needs Node 22.12 or newer, as Electron 45 and @electron/rebuild do.
const ELECTRON_BUILD_NODE_MIN = '22.12.0';

function parse(v: string): number[] {
  return v
    .replace(/^v/, '')
    .split('.')
    .map((x) => Number.parseInt(x, 10) || 0);
}

export function atLeast(version: string, min: string): boolean {
  const a = parse(version);
  const b = parse(min);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** A plain message when this Node cannot build the Electron shell, or null. */
export function electronBuildNodeProblem(version: string = process.versions.node): string | null {
  if (atLeast(version, ELECTRON_BUILD_NODE_MIN)) return null;
  return (
    `Building the Electron shell needs Node.js ${ELECTRON_BUILD_NODE_MIN} or newer (Electron 45 and @electron/rebuild require it); ` +
    `this is Node.js ${version}. The tests (npm test) and web mode (npm run web) work on Node.js 20.19 or newer.`
  );
}
