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

/**
 * What is wrong with a map code, part by part, for a screen to say in its own words (`problemText` says it in
 * English). The parts are read in order: the shape, the board's letter, the flap, the players, what follows
 * them, and last the check character, so a code whose parts all read says it is mistyped.
 */
export type MapCodeProblem =
  /** No check character after a dash: not a map code at all. */
  | { why: 'notACode' }
  /** The board's letter is not O, F, M or P (`letter`: what stands there, '' when nothing). */
  | { why: 'kind'; letter: string }
  /** A folded board's flap is not L or R (`letter`: what stands after the F, '' when nothing). */
  | { why: 'side'; letter: string }
  /** A board that is not folded names a flap. */
  | { why: 'sideNotFolded'; kind: MapCodeKind }
  /** The number of players is not 2, 3 or 4 (`players`: as typed, '' when missing). */
  | { why: 'players'; players: string }
  /** A modular board's or a planet's seed is missing (''), not base 36, or more than 32 bits. */
  | { why: 'seed'; kind: 'modular' | 'planet'; seed: string }
  /** A planet's sliders are not four numbers 0 to 100 joined by dots. */
  | { why: 'sliders'; sliders: string }
  /** Something follows where this board's code ends (`extra`: what follows). */
  | { why: 'extra'; kind: MapCodeKind; extra: string }
  /** Every part reads, but the check character does not match them: a character is mistyped. */
  | { why: 'check' };
export type MapCodeKind = 'original' | 'folded' | 'modular' | 'planet';

const KIND_OF_LETTER: Record<string, MapCodeKind> = { O: 'original', F: 'folded', M: 'modular', P: 'planet' };

/** What is wrong with a map code, in English (the command line, the host's message). */
export function problemText(input: string, p: MapCodeProblem): string {
  const q = `"${input}"`;
  switch (p.why) {
    case 'notACode':
      return `${q} is not a map code (like M4-7-R)`;
    case 'kind':
      return `${q}: the code starts with O, FL, FR, M or P${p.letter ? `, not ${p.letter}` : ''}`;
    case 'side':
      return `${q}: a folded board's code names the flap folded away, FL or FR`;
    case 'sideNotFolded':
      return `${q}: only a folded board (FL, FR) names a side`;
    case 'players':
      return `${q}: the number of players after the board's letter is 2, 3 or 4`;
    case 'seed':
      return `${q}: a ${p.kind} code is ${p.kind === 'modular' ? 'M' : 'P'}<players>-<seed>, the seed in base 36 (at most 1Z141Z3)`;
    case 'sliders':
      return `${q}: the sliders are four numbers 0 to 100 (sea.mountains.marsh.islands)`;
    case 'extra':
      return `${q}: ${p.kind === 'original' || p.kind === 'folded' ? `the ${p.kind} board has no seed` : `too much after the ${p.kind === 'modular' ? 'seed' : 'sliders'}`}`;
    case 'check':
      return `${q} is mistyped: its last character does not match`;
  }
}

/** The spec of a code, or what is wrong with it (`problem`) and that in an English sentence (`error`). */
export function decodeMapCode(input: string): BoardSpec | { error: string; problem: MapCodeProblem } {
  const r = readMapCode(input);
  return 'why' in r ? { error: problemText(input, r), problem: r } : r;
}

function readMapCode(input: string): BoardSpec | MapCodeProblem {
  const code = String(input).trim().toUpperCase();
  const cut = code.lastIndexOf('-');
  if (cut < 0) return { why: 'notACode' };
  const body = code.slice(0, cut);
  const parts = body.split('-');
  const head = parts[0]!;
  const kindLetter = head.charAt(0);
  const kind = KIND_OF_LETTER[kindLetter];
  if (!kind) return { why: 'kind', letter: kindLetter };
  let rest = head.slice(1);
  let side: 'left' | 'right' = 'left';
  const sideLetter = rest.charAt(0);
  if (kind === 'folded') {
    if (sideLetter !== 'L' && sideLetter !== 'R')
      return { why: 'side', letter: /[0-9]/.test(sideLetter) ? '' : sideLetter };
    side = sideLetter === 'R' ? 'right' : 'left';
    rest = rest.slice(1);
  } else if (sideLetter === 'L' || sideLetter === 'R') return { why: 'sideNotFolded', kind };
  if (!/^[234]$/.test(rest)) return { why: 'players', players: rest };
  const players = Number(rest);
  const seedOf = (t: string | undefined): number | null => {
    if (!t || !/^[0-9A-Z]{1,7}$/.test(t)) return null;
    const v = parseInt(t, 36);
    return v <= 0xffffffff ? v : null;
  };
  const extra = (from: number): MapCodeProblem => ({ why: 'extra', kind, extra: parts.slice(from).join('-') });
  let spec: BoardSpec;
  switch (kind) {
    case 'original':
    case 'folded':
      if (parts.length > 1) return extra(1);
      spec = kind === 'original' ? { kind, players } : { kind, players, side };
      break;
    case 'modular':
    case 'planet': {
      const seed = seedOf(parts[1]);
      if (seed === null) return { why: 'seed', kind, seed: parts[1] ?? '' };
      if (kind === 'modular') {
        if (parts.length > 2) return extra(2);
        spec = { kind, players, seed };
        break;
      }
      if (parts.length > 3) return extra(3);
      let sliders: Sliders = { ...DEFAULT_SLIDERS };
      if (parts.length === 3) {
        const values = parts[2]!.split('.').map((v) => (/^\d{1,3}$/.test(v) ? Number(v) : NaN));
        if (values.length !== 4 || values.some((v) => !(v >= 0 && v <= 100)))
          return { why: 'sliders', sliders: parts[2]! };
        sliders = { sea: values[0]!, mountains: values[1]!, marsh: values[2]!, islands: values[3]! };
      }
      spec = { kind, players, seed, sliders };
      break;
    }
  }
  // last: a code whose parts all read but whose check character differs has a character mistyped
  if (checkChar(body) !== code.slice(cut + 1)) return { why: 'check' };
  return spec;
}
