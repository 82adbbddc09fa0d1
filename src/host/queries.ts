// What the seated player may ask without playing: where a piece may go, what it may do, the fire zones, the
// landing and deployment spots (the engine's answers for his position), what an action would do
// (`query.preview`), and why a piece cannot go to a hex (`query.whyNotMove`).
import {
  apply,
  deploySpots,
  fireZones,
  forecastFor,
  getBoard,
  isStuck,
  landingSpots,
  legalDestinations,
  outcomeHiddenFrom,
  pieceAbilities,
  vocabulary,
} from '../engine/index.js';
import type { Ability, Destination, FireZone, LandingSpot, Vocabulary } from '../engine/view-types.js';
import type { Action, Hex, PieceId, Tide } from '../engine/types.js';
import type { ActionPreview, ApiError, ArgsOf } from './contract.js';
import type { HostContext } from './context.js';

export class Queries {
  constructor(private readonly h: HostContext) {}

  destinations(piece: PieceId): Destination[] {
    return legalDestinations(this.h.seatedSession().state, piece);
  }

  abilities(piece: PieceId): Ability[] {
    return pieceAbilities(this.h.seatedSession().state, piece);
  }

  fireZones(): FireZone[] {
    return fireZones(this.h.seatedSession().state);
  }

  landingSpots(): LandingSpot[] {
    return landingSpots(this.h.seatedSession().state);
  }

  deploySpots(piece: PieceId): Hex[] {
    return deploySpots(this.h.seatedSession().state, piece);
  }

  /** The game's vocabulary (the screen keeps no copy of these rules): anyone may read it. */
  vocabulary(): Vocabulary {
    return vocabulary();
  }

  /** Why the seated player's piece cannot go to a hex: the engine's refusal of a move there (nothing is played). */
  whyNotMove(a: ArgsOf<'query.whyNotMove'>): ApiError | null {
    const s = this.h.seatedSession();
    const st = s.state;
    const board = getBoard(st.map);
    const piece = st.pieces.find((p) => p.id === a.piece);
    const to = board.parse(a.to);
    if (!piece || piece.at < 0 || to < 0) return null;
    if (legalDestinations(st, a.piece).some((d) => sameTo(d.to, a.to))) return null;
    // the most direct line of hexes there: the engine names the first step it refuses
    const path: Hex[] = [];
    let at = piece.at;
    while (at !== to && path.length < 60) {
      let best = -1;
      for (let d = 0; d < 6; d++) {
        const n = board.neighbor(at, d);
        if (n >= 0 && (best < 0 || board.dist(n, to) < board.dist(best, to))) best = n;
      }
      if (best < 0) break;
      at = best;
      path.push(board.hex(at));
    }
    if (!path.length) return null;
    const r = apply(st, { type: 'move', piece: a.piece, path });
    return r.ok ? null : { code: r.error.code, params: { ...r.error.params }, message: r.error.message };
  }

  /**
   * What an action of the seated player would do, nothing played: the engine's refusal (a move refused
   * part-way: the steps that would stand), the pieces it would destroy (cargo included), and whether the
   * moved piece would be stuck where it stops, now or at the next tide when his forecast shows it.
   */
  preview(action: Action): ActionPreview {
    const s = this.h.seatedSession();
    const st = s.state;
    const me = s.kind.learner ?? s.seated;
    const r = apply(st, action);
    const out: ActionPreview = {
      refusal: r.ok ? null : { code: r.error.code, params: { ...r.error.params }, message: r.error.message },
      destroyed: [],
    };
    const after = r.state;
    if (after === st) return out;
    // Across a round's end only what the seat may see: the next tide when his forecast shows it, else nothing.
    if (outcomeHiddenFrom(st, r.events, me)) return out;
    for (let i = 0; i < st.pieces.length; i++)
      if (!st.pieces[i]!.destroyed && after.pieces[i]!.destroyed) out.destroyed.push(st.pieces[i]!.id);
    const moved = r.events.find((e) => e.type === 'moved');
    if (moved && moved.type === 'moved') {
      if (!r.ok) out.legalPath = moved.path;
      const piece = moved.piece;
      const stuckAt = (tide: Tide) => isStuck(tide === after.tide ? after : { ...after, tide }, piece);
      // a land piece is stuck on water: the tide going down frees it; a sea piece aground: the tide rising
      const until = (): 'falls' | 'rises' => (stuckAt('low') ? 'rises' : 'falls');
      const next = me ? forecastFor(st, me)[0] : undefined;
      if (stuckAt(after.tide)) out.stuck = { when: 'now', tide: after.tide, until: until() };
      else if (next && next !== after.tide && stuckAt(next))
        out.stuck = { when: 'nextTide', tide: next, until: until() };
    }
    return out;
  }
}

function sameTo(a: Hex | [Hex, Hex], b: Hex): boolean {
  const h = Array.isArray(a[0]) ? (a as [Hex, Hex])[0] : (a as Hex);
  return h[0] === b[0] && h[1] === b[1];
}
