// The sentences the game screen says besides the status line: the hint (a `Words` of the controller, put in
// words), the enemy pieces your fire holds, the action waiting for confirmation, why a disabled button is
// disabled, the hex readout and each piece's line in it. Pure: the language and the ways to name players, pieces
// and refusals are given (Game.svelte gives the screen's), so that each sentence is unit-tested in English and
// French (tests/unit/renderer/game-words.test.ts).
import type { Ability, PlayerView, ViewPiece } from '../../../src/engine/view-types';
import type { ApiError } from '../../../src/host/contract';
import type { Language } from '../../../src/shared/lists';
import { FEMININE_TYPES } from '../i18n/refusal-words';
import { translate } from '../i18n/translate';
import type { Confirm, GameScreenState } from './game-screen';
import { hoverFacts, shotLosses, unloadOf, type Words } from './game-screen-derived';
import type { Hex } from './hex';
import { listWords } from './list-words';
import { pieceKind } from './logtext';
import { isLandAt, terrainAt, type MapData } from './terrain';

/** How the screen names things now: its language, a player by id, a piece for a sentence, a refusal. */
export interface Namer {
  lang: Language;
  /** A player's name ("—" for none). */
  player: (id: string) => string;
  /** A piece named for a sentence: "your tank", "Red's crab". */
  piece: (id: string) => string;
  /** A refusal's reason in words. */
  refusal: (e: ApiError) => string;
}

/** The hex readout: the hex, its terrain now, a line per piece, whose fire covers it. */
export interface Readout {
  title: string;
  terrain: string;
  pieces: string[];
  fire: string;
}

const at = (h: Hex) => `${h[0]},${h[1]}`;
const capital = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** A controller's `Words` in words (its key-valued and player-valued parameters named first). */
export function sayWords(w: Words | null, n: Namer): string {
  if (!w) return '';
  const params: Record<string, unknown> = { ...(w.params ?? {}) };
  for (const [k, v] of Object.entries(w.keys ?? {})) params[k] = translate(n.lang, v);
  for (const [k, v] of Object.entries(w.players ?? {})) params[k] = n.player(v);
  const text = translate(n.lang, w.key, params);
  return w.then ? `${text} ${sayWords(w.then, n)}` : text;
}

/** The enemy pieces your fire holds now, and what staying or leaving means (the host says which); '' for none. */
export function holdingLine(view: PlayerView | null, n: Namer): string {
  const held = view?.holding ?? [];
  if (!held.length || !view) return '';
  const names = held.map((h) => {
    const p = view.pieces.find((q) => q.id === h.piece);
    return p?.at ? `${translate(n.lang, `piece.${p.type}`)} ${p.at[0]},${p.at[1]}` : h.piece;
  });
  const tr = (key: string, params?: Record<string, unknown>) => translate(n.lang, key, params);
  return tr(view.holdersStay ? 'hold.frozen' : 'hold.choice', { pieces: listWords(names, tr) });
}

/** An action waiting for confirmation, in words: where the astronef lands, what a shot destroys, why a move strands or stops. */
export function confirmText(c: Confirm | null, view: PlayerView | null, n: Namer): string {
  if (!c || !view) return '';
  const tr = (key: string, params?: Record<string, unknown>) => translate(n.lang, key, params);
  const pieceWords = (id: string) => {
    const type = pieceKind(view.pieces.find((p) => p.id === id)) ?? 'tank';
    return tr(n.lang === 'fr' ? `piece.the.${type}` : `piece.${type}`);
  };
  switch (c.kind) {
    case 'land':
      return tr('confirm.land', { at: at(c.action.at) });
    case 'fire':
      return c.destroyed.length
        ? tr('confirm.fire', {
            at: at(c.action.target),
            list: listWords(
              shotLosses(view, c.destroyed).map((r) =>
                r.cargo.length
                  ? tr('confirm.fire.cargo', { piece: n.piece(r.piece), cargo: listWords(r.cargo.map(n.piece), tr) })
                  : n.piece(r.piece),
              ),
              tr,
            ),
          })
        : tr('confirm.fire.none', { at: at(c.action.target) });
    case 'strand':
      return capital(
        tr(`confirm.strand.${c.stuck.when === 'now' ? 'now' : 'next'}.${c.stuck.until}`, {
          piece: pieceWords(c.action.piece),
          tide: tr(`tide.${c.stuck.tide}`).toLowerCase(),
        }),
      );
    case 'cut':
      return tr('confirm.cut', { piece: pieceWords(c.action.piece), at: at(c.stop), reason: n.refusal(c.refusal) });
  }
  return '';
}

/** Why an ability is not allowed, in words ('' when it is, or when the host gave no reason). */
export function whyDisabled(a: Ability | undefined, n: Namer): string {
  return a && !a.allowed && a.reason ? n.refusal({ code: a.reason, params: a.params ?? {}, message: '' }) : '';
}

/** The buttons whose disabled state says why in visible text, not only in its tooltip. */
const BUTTONS = ['fire', 'capture', 'build', 'rebuildTower', 'liftOff'];

/** Why each disabled button of the selected piece (and each unload of its cargo) is disabled, once each. */
export function whyNotLines(s: GameScreenState, myTurn: boolean, cargo: ViewPiece[], n: Namer): string[] {
  const sel = s.sel;
  if (sel.kind !== 'piece' || !myTurn) return [];
  const tr = (key: string, params?: Record<string, unknown>) => translate(n.lang, key, params);
  const out: string[] = [];
  for (const a of sel.abilities) {
    if (a.allowed || !a.reason || !BUTTONS.includes(a.action)) continue;
    if (a.action === 'liftOff' && s.view?.phase !== 'play') continue;
    const name = a.action === 'build' ? tr(`action.build.${a.kind ?? 'tank'}`) : tr(`action.${a.action}`);
    out.push(tr('ability.whyNot', { action: name, reason: whyDisabled(a, n) }));
  }
  for (const c of cargo) {
    const un = unloadOf(s, c.id);
    if (un && !un.allowed && un.reason)
      out.push(
        tr('ability.whyNot', {
          action: `${tr('action.unload')} (${tr(`piece.${c.type}`)})`,
          reason: whyDisabled(un, n),
        }),
      );
  }
  return [...new Set(out)];
}

/** A piece's state in a word, agreed with the piece (French: la barge bloquée, la vedette neutralisée). */
export function stateWord(key: 'stuck' | 'neutralised' | 'abandoned', type: string, lang: Language): string {
  return translate(lang, `piece.${key}${FEMININE_TYPES.has(type) ? '.f' : ''}`);
}

/** A piece's name; an ore of the three-kinds variant is named by its kind, with its value. */
function pieceName(p: ViewPiece, lang: Language): string {
  return p.type === 'ore' && p.value && p.value !== 1
    ? translate(lang, `piece.ore.${p.value}`)
    : translate(lang, `piece.${p.type}`);
}

/** A piece's line in the readout: its owner, its name, its states, what it carries. */
export function pieceLine(p: ViewPiece, view: PlayerView, n: Namer): string {
  const bits = [pieceName(p, n.lang)];
  if (p.owner) bits.unshift(n.player(p.owner));
  if (p.stuck) bits.push(stateWord('stuck', p.type, n.lang));
  if (p.neutralised) bits.push(stateWord('neutralised', p.type, n.lang));
  if (p.silenced) bits.push(translate(n.lang, 'piece.silenced'));
  if (p.abandoned) bits.push(stateWord('abandoned', p.type, n.lang));
  const inside = view.pieces.filter((q) => q.in === p.id);
  if (inside.length)
    bits.push(
      translate(n.lang, 'piece.carrying', {
        list: listWords(
          inside.map((q) => pieceName(q, n.lang)),
          (key, params) => translate(n.lang, key, params),
        ),
      }),
    );
  return bits.join(' · ');
}

/** The readout of the hex under the pointer (or the keyboard's cursor); null off the board or with no view. */
export function readoutOf(s: GameScreenState, map: MapData, n: Namer): Readout | null {
  const f = hoverFacts(s);
  const view = s.view;
  if (!f || !view) return null;
  const terr = terrainAt(map, f.hex);
  if (!terr) return null;
  const tr = (key: string, params?: Record<string, unknown>) => translate(n.lang, key, params);
  return {
    title: tr('readout.hex', { x: f.hex[0], y: f.hex[1] }),
    terrain: `${tr(`terrain.${terr}`)} — ${isLandAt(terr, view.tide) ? tr('terrain.landNow') : tr('terrain.waterNow')}`,
    pieces: f.pieces.map((p) => pieceLine(p, view, n)),
    fire: f.firing.length
      ? tr('readout.underFire', { players: listWords(f.firing.map(n.player), tr) })
      : tr('readout.noFire'),
  };
}

/** The readout said as one sentence while the keyboard's cursor is on its hex (for the live region); '' otherwise. */
export function cursorSentence(s: GameScreenState, readout: Readout | null): string {
  return s.cursor && readout && s.hover && s.cursor[0] === s.hover.hex[0] && s.cursor[1] === s.hover.hex[1]
    ? [`${readout.title} · ${readout.terrain}`, ...readout.pieces, readout.fire].join('. ')
    : '';
}
