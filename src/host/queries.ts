// What the seated player may ask without playing: where a piece may go, what it may do, the fire zones, the
// landing and deployment spots (the engine's answers for his position), what an action would do
// (`query.preview`), and why a piece cannot go to a hex (`query.whyNotMove`).
import {
  apply,
  deploySpots,
  fireZones,
  forecastFor,
  isStuck,
  landingSpots,
  legalDestinations,
  outcomeHiddenFrom,
  pieceAbilities,
  vocabulary,
  whyNotReach,
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

  /**
   * Why the seated player's piece cannot go to a hex: the engine's answer (the hex itself, the points a way
   * would take, or what shuts every way now); null when it can, or has no reason to give. Nothing is played.
   */
  whyNotMove(a: ArgsOf<'query.whyNotMove'>): ApiError | null {
    const r = whyNotReach(this.h.seatedSession().state, a.piece, a.to);
    return r && { code: r.code, params: { ...r.params }, message: r.message };
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
