// Short map codes: the kind, the players, the seed and the sliders, that another copy of the program turns
// into the same board (generation is deterministic). A last character catches a mistyped code.
//   O4            the original board, checked for 4 players
//   FL3 / FR2     the folded board, left or right flap away
//   M4-7          the modular board of seed 7 (base 36)
//   P4-7          a planet of seed 7 with the default sliders
//   P4-7-60.20.50.30   ... with sea, mountains, marsh, islands
// followed by "-" and the check character: "M4-7-R".
import type { BoardSpec } from './generate.js';
import { DEFAULT_SLIDERS, type Sliders } from './planet.js';

const SLIDER_ORDER: (keyof Sliders)[] = ['sea', 'mountains', 'marsh', 'islands'];

function checkChar(body: string): string {
  let h = 7;
  for (let i = 0; i < body.length; i++) h = (h * 31 + body.charCodeAt(i) * (i + 1)) % 1296;
  return (h % 36).toString(36).toUpperCase();
}

export function encodeMapCode(spec: BoardSpec): string {
  const players = String(spec.players);
  let body: string;
  const seed = ((spec.seed ?? 0) >>> 0).toString(36).toUpperCase();
  switch (spec.kind) {
    case 'original':
      body = `O${players}`;
      break;
    case 'folded':
      body = `F${spec.side === 'right' ? 'R' : 'L'}${players}`;
      break;
    case 'modular':
      if (spec.arrangement)
        throw new Error('a modular board with its own arrangement has no short code: save it as a file');
      body = `M${players}-${seed}`;
      break;
    case 'planet': {
      body = `P${players}-${seed}`;
      const s = spec.sliders ?? DEFAULT_SLIDERS;
      if (SLIDER_ORDER.some((k) => s[k] !== DEFAULT_SLIDERS[k])) body += '-' + SLIDER_ORDER.map((k) => s[k]).join('.');
      break;
    }
  }
  return `${body}-${checkChar(body)}`;
}

/** The spec of a code, or a sentence saying what is wrong with it. */
export function decodeMapCode(input: string): BoardSpec | { error: string } {
  const code = String(input).trim().toUpperCase();
  const cut = code.lastIndexOf('-');
  if (cut < 0) return { error: `"${input}" is not a map code (like M4-7-R)` };
  const body = code.slice(0, cut);
  if (checkChar(body) !== code.slice(cut + 1))
    return { error: `"${input}" is mistyped: its last character does not match` };
  const parts = body.split('-');
  const head = parts[0]!;
  const m = /^([OFMP])([LR]?)([234])$/.exec(head);
  if (!m) return { error: `"${input}": the code starts with O, FL, FR, M or P and the number of players (2 to 4)` };
  const [, kindLetter, side, playersText] = m;
  const players = Number(playersText);
  if ((kindLetter === 'F') !== (side !== '')) return { error: `"${input}": only a folded board (FL, FR) names a side` };
  const seedOf = (t: string | undefined): number | null => {
    if (!t || !/^[0-9A-Z]{1,7}$/.test(t)) return null;
    const v = parseInt(t, 36);
    return v <= 0xffffffff ? v : null;
  };
  switch (kindLetter) {
    case 'O':
      return parts.length === 1
        ? { kind: 'original', players }
        : { error: `"${input}": the original board has no seed` };
    case 'F':
      return parts.length === 1
        ? { kind: 'folded', players, side: side === 'R' ? 'right' : 'left' }
        : { error: `"${input}": the folded board has no seed` };
    case 'M': {
      const seed = seedOf(parts[1]);
      if (seed === null || parts.length !== 2) return { error: `"${input}": a modular code is M<players>-<seed>` };
      return { kind: 'modular', players, seed };
    }
    default: {
      const seed = seedOf(parts[1]);
      if (seed === null || parts.length > 3)
        return { error: `"${input}": a planet code is P<players>-<seed>[-sea.mountains.marsh.islands]` };
      let sliders: Sliders = { ...DEFAULT_SLIDERS };
      if (parts.length === 3) {
        const values = parts[2]!.split('.').map((v) => (/^\d{1,3}$/.test(v) ? Number(v) : NaN));
        if (values.length !== 4 || values.some((v) => !(v >= 0 && v <= 100)))
          return { error: `"${input}": the sliders are four numbers 0 to 100 (sea.mountains.marsh.islands)` };
        sliders = { sea: values[0]!, mountains: values[1]!, marsh: values[2]!, islands: values[3]! };
      }
      return { kind: 'planet', players, seed, sliders };
    }
  }
}
