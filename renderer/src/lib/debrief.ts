// The debrief's turning points and turns in words (the end screen): made from the figures the host sends
// (src/debrief) and the screen's language. Pure, so that each sentence is unit-tested in English and French.
import type { DebriefTurn, Language, PieceLost, TurningPoint } from '../../../src/host/contract';
import { listWords } from './list-words';

type Tr = (key: string, params?: Record<string, unknown>) => string;

export interface DebriefNames {
  player: (id: string | null | undefined) => string;
  lang: Language;
}

/** A number of projected points with its sign, one decimal: "+4.7", "−2" (French: "+4,7"). */
export function signed(x: number, lang: Language): string {
  const abs = Math.abs(Math.round(x * 10) / 10);
  const body = lang === 'fr' ? String(abs).replace('.', ',') : String(abs);
  return `${x < 0 ? '−' : '+'}${body}`;
}

/** A piece as a sentence's object: "Red's tank" / "le char de Rouge" (with what it carried). */
function pieceOf(p: PieceLost, tr: Tr, names: DebriefNames): string {
  const what = tr(names.lang === 'fr' ? `piece.the.${p.type}` : `piece.${p.type}`);
  const base = p.owner ? tr('debrief.pieceOf', { piece: what, owner: names.player(p.owner) }) : what;
  if (p.ore > 0) return tr('debrief.withOre', { piece: base, n: p.ore });
  if (p.cargo > 0) return tr('debrief.withCargo', { piece: base });
  return base;
}

/** What happened, in one sentence. */
export function turningWords(tp: TurningPoint, tr: Tr, names: DebriefNames): string {
  const by = names.player(tp.player);
  const pieces = listWords(
    tp.pieces.map((p) => pieceOf(p, tr, names)),
    tr,
  );
  switch (tp.kind) {
    case 'astronefTaken':
      return tr('debrief.tp.astronefTaken', { by, owner: names.player(tp.pieces[0]?.owner) });
    case 'capture':
      return tr('debrief.tp.capture', { by, pieces });
    case 'shot':
      return tp.pieces.length ? tr('debrief.tp.shot', { by, pieces }) : tr('debrief.tp.shotNothing', { by });
    case 'lost':
      return tr(tp.cause === 'pontoon' ? 'debrief.tp.lostPontoon' : 'debrief.tp.lostTide', { pieces });
    case 'liftOff': {
      const choices = tp.choices ?? [];
      if (choices.length === 1 && tp.turn >= 25)
        return tr('debrief.tp.tookOff', { by: names.player(choices[0]!.player) });
      // a player with two astronefs (one taken) is named once per choice
      const who = (choice: 'leave' | 'stay') => [
        ...new Set(choices.filter((c) => c.choice === choice).map((c) => names.player(c.player))),
      ];
      const leave = who('leave');
      const stay = who('stay');
      const parts: string[] = [];
      if (leave.length) parts.push(tr('debrief.tp.leave', { who: listWords(leave, tr), n: leave.length }));
      if (stay.length) parts.push(tr('debrief.tp.stay', { who: listWords(stay, tr), n: stay.length }));
      return tr('debrief.tp.liftOff', { choices: parts.join(tr('debrief.sep')) });
    }
  }
}

/** Who gained and who lost by it: "Blue +4.7, Red −4.7" (players whose projection moved by 0.5 or more). */
export function swingWords(tp: TurningPoint, names: DebriefNames): string {
  return Object.entries(tp.deltas)
    .filter(([, d]) => Math.abs(d) >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([p, d]) => `${names.player(p)} ${signed(d, names.lang)}`)
    .join(', ');
}

/** A judged turn beside the hard player's: the difference, his minus the hard player's. */
export function turnDifference(turn: DebriefTurn): number {
  return Math.round((turn.played - turn.hard) * 10) / 10;
}
