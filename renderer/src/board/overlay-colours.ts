// The one table of the colours the board draws over the planet and the pieces: the overlays (destinations, path,
// targets, spots, marks, rings, the hover and the keyboard cursor) and the animation's effects. The players'
// colours are not here (../lib/colors.ts owns the palette); nor the planet's (terrain-paint.ts) or the pieces' own.
// An effect that fades takes its colour as an `rgb` triple and its alpha at the moment (`rgba`).

/** A colour with an alpha, from one of the table's `rgb` triples. */
export function rgba(rgb: string, alpha: number): string {
  return `rgba(${rgb},${alpha})`;
}

export const OVERLAY_COLOURS = {
  /** The dark under-stroke that makes a line or a ring read on any terrain. */
  halo: '#000000',
  /** Fire zones: the player's colour, at this opacity (enemy fire darker), with hatching ("/" own, "\" enemy). */
  fireOwnAlpha: 0.22,
  fireEnemyAlpha: 0.3,
  /** Since your last turn: the trails' under-stroke (the trail itself in its player's colour). */
  trailHalo: 'rgba(0,0,0,0.55)',
  /** ...and the marks where things happened. */
  markDestroyed: '#ff3b3b',
  markNew: '#5dff7a',
  markOre: '#ffb347',
  markCaptured: '#d58bff',
  /** The hexes of a clicked log line. */
  focus: '#4de1ff',
  /** Legal spots (landing bubbles, deployment). */
  spotFill: 'rgba(60, 220, 90, 0.35)',
  spotEdge: 'rgba(20, 120, 40, 0.9)',
  /** The astronef as it would land, and what is picked or aimed at (targets, shooters, captors). */
  ghostFill: 'rgba(255, 255, 255, 0.45)',
  pick: '#ffd400',
  /** Destinations: the hex, and its cost label by what stopping there means. */
  destinationFill: 'rgba(255,255,255,0.35)',
  destinationEdge: 'rgba(255,255,255,0.9)',
  costPlain: '#ffffff',
  costStrands: '#9fd3ff',
  costSecondArrival: '#ffb3b3',
  costMountainPair: '#ffd27f',
  /** The path preview (a white line over a dark one) and the selected piece's ring. */
  pathHalo: 'rgba(0,0,0,0.6)',
  path: '#ffffff',
  selected: '#ffffff',
  /** The hex under the pointer: a white outline with a black line in it. */
  hoverOuter: '#ffffff',
  hoverInner: '#000000',
  /** The keyboard's hex cursor: a cyan outline over a dark one, seen on every terrain and apart from the hover. */
  cursor: '#22e4ff',
} as const;

/** The animation's effects. */
export const EFFECT_COLOURS = {
  tracerGlow: 'rgba(255,120,0,0.45)',
  tracerCore: '#fff6b0',
  /** The blast's heart, its fire and its edge (rgb, faded as it spreads), and its white ring. */
  blastHeart: '255,255,220',
  blastFire: '255,170,40',
  blastEdge: 'rgba(200,40,0,0)',
  blastRing: '255,255,255',
  /** Rings on the water where a piece sinks. */
  sinkRing: '220,240,255',
  /** An astronef's shadow as it comes down or lifts off, and its jets. */
  shadow: '0,0,0',
  jets: '255,200,80',
} as const;
