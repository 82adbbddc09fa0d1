// npm run map -- generate --kind modular --seed 7 --players 4 [--side left] [--sea 40 --mountains 40
//   --marsh 50 --islands 30] [--code M4-7-R] [--out board.json] [--json]
// npm run map -- check board.json [--players 4] [--json]
// Generates a board (src/planets) and prints its check figures; checks any board file. Exit code 1 when
// the check fails, 2 when the command or the file is wrong.
import { readFileSync, writeFileSync } from 'node:fs';
import { decodeMapCode, generate, parseSpec, readBoardFile, checkBoard, type CheckResult } from '../planets/index.js';

const USAGE = `usage:
  npm run map -- generate --kind original|folded|modular|planet [--players 2|3|4] [--seed N] [--side left|right]
                          [--sea 0-100 --mountains 0-100 --marsh 0-100 --islands 0-100] [--out file.json] [--json]
  npm run map -- generate --code M4-7-R [--out file.json] [--json]
  npm run map -- check file.json [--players 2|3|4] [--json]`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function options(args: string[]): { flags: Map<string, string>; json: boolean; positional: string[] } {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  let json = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--json') json = true;
    else if (a.startsWith('--')) {
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) fail(`${a} needs a value\n${USAGE}`);
      flags.set(a.slice(2), v);
      i++;
    } else positional.push(a);
  }
  return { flags, json, positional };
}

function int(flags: Map<string, string>, key: string): number | undefined {
  const v = flags.get(key);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v)) fail(`--${key} is a whole number, not "${v}"`);
  return Number(v);
}

function summary(check: CheckResult): string {
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  const lines = [
    `check: ${check.ok ? 'ok' : 'FAILS'}${check.problems.map((p) => `\n  - ${p}`).join('')}`,
    `hexes ${check.hexes}, ore ${check.ore}; plain ${check.terrain.plain}, sea ${check.terrain.sea}, marsh ${check.terrain.marsh}, reef ${check.terrain.reef}, mountain ${check.terrain.mountain}`,
    `land in one piece: ${pct(check.land.normal)} at normal tide (${pct(check.land.high)} at high tide)`,
    `sea in one piece at low tide: ${pct(check.sea.low)}; sea is ${pct(check.sea.share)} of the board`,
    `landing spots for ${check.players} (${check.landing.candidates} good spots in all):`,
    ...check.landing.spots.map(
      (s) =>
        `  [${s.at.join(', ')}] ${s.orientation}: ore ${s.ore}, land ${s.land}, coast ${s.coast}, nearest ${s.nearest}`,
    ),
    `  spread: ore ${pct(check.landing.spread.ore)}, land ${pct(check.landing.spread.land)}, coast ${pct(check.landing.spread.coast)}, distance ${pct(check.landing.spread.distance)}`,
  ];
  return lines.join('\n');
}

const [command, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
if (command === 'generate') {
  const { flags, json } = options(rest);
  let spec: unknown;
  const code = flags.get('code');
  if (code !== undefined) {
    const decoded = decodeMapCode(code);
    if ('error' in decoded) fail(decoded.error);
    spec = decoded;
  } else {
    const kind = flags.get('kind') ?? fail(`--kind is needed\n${USAGE}`);
    const sliders: Record<string, number> = {};
    for (const k of ['sea', 'mountains', 'marsh', 'islands']) {
      const v = int(flags, k);
      if (v !== undefined) sliders[k] = v;
    }
    spec = {
      kind,
      players: int(flags, 'players') ?? 4,
      ...(flags.has('seed') ? { seed: int(flags, 'seed') } : {}),
      ...(flags.has('side') ? { side: flags.get('side') } : {}),
      ...(Object.keys(sliders).length > 0 ? { sliders } : {}),
    };
  }
  const parsed = parseSpec(spec);
  if (typeof parsed === 'string') fail(parsed);
  const g = generate(parsed);
  const out = flags.get('out');
  if (out) {
    try {
      writeFileSync(out, JSON.stringify({ ...g.file, check: g.check }, null, 1) + '\n');
    } catch (e) {
      fail(`cannot write ${out}: ${(e as Error).message}`);
    }
  }
  if (json)
    console.log(
      JSON.stringify({
        hexes: g.check.hexes,
        ore: g.check.ore,
        code: g.file.code ?? null,
        attempts: g.attempts,
        check: g.check,
      }),
    );
  else {
    console.log(
      `${g.file.title}${g.file.code ? ` (code ${g.file.code})` : ''}${g.attempts > 1 ? `, drawn ${g.attempts} times to pass the check` : ''}`,
    );
    console.log(summary(g.check));
    if (out) console.log(`written to ${out}`);
  }
  process.exit(g.check.ok ? 0 : 1);
} else if (command === 'check') {
  const { flags, json, positional } = options(rest);
  const path = positional[0] ?? fail(`which file?\n${USAGE}`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    fail(`${path}: ${(e as Error).message}`);
  }
  const loaded = readBoardFile(data);
  if (typeof loaded === 'string') fail(`${path}: ${loaded}`);
  const fromFile = (data as { spec?: { players?: unknown } }).spec?.players;
  const players = int(flags, 'players') ?? (typeof fromFile === 'number' ? fromFile : 4);
  if (players < 2 || players > 4) fail('--players is 2, 3 or 4');
  const check = checkBoard(loaded.board, loaded.ore, players);
  if (json) console.log(JSON.stringify({ hexes: check.hexes, ore: check.ore, check }));
  else console.log(`${path}\n${summary(check)}`);
  process.exit(check.ok ? 0 : 1);
} else {
  fail(USAGE);
}
