// Every key of the game screen, in English and French: the one list the "?" overlay shows and the rules
// reference's "This program" section lists. The keys themselves are read by board/board-intents.ts (the board's:
// the cursor, N, T, the view), lib/game-screen.ts (Escape, Enter, C, L, R, S, E, ?), screens/Game.svelte
// (Ctrl+Z) and screens/Shell.svelte (F1); tests/unit/renderer/shortcuts.test.ts checks that each listed key does
// what it says. Pure data.

export interface Shortcut {
  /** The keys, as printed on a keyboard in that language. */
  keys: { en: string; fr: string };
  what: { en: string; fr: string };
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    keys: { en: 'Arrows', fr: 'Flèches' },
    what: {
      en: 'move the hex cursor on the board (click the board or Tab to it first); it says what is under it',
      fr: 'déplacer le curseur de case sur le plateau (cliquez d’abord sur le plateau, ou atteignez-le avec Tab) ; il dit ce qu’il y a dessous',
    },
  },
  {
    keys: { en: 'Enter or Space', fr: 'Entrée ou Espace' },
    what: {
      en: 'what a click on the cursor’s hex does (select, move, aim); confirm the action waiting for it',
      fr: 'ce que fait un clic sur la case du curseur (choisir, déplacer, viser) ; confirmer l’action en attente',
    },
  },
  {
    keys: { en: 'N / Shift+N', fr: 'N / Maj+N' },
    what: {
      en: 'select the next (previous) of your pieces',
      fr: 'choisir la pièce suivante (précédente) parmi les vôtres',
    },
  },
  {
    keys: { en: 'T / Shift+T', fr: 'T / Maj+T' },
    what: {
      en: 'go to the next (previous) choice offered: a destination, a spot, a target, a second shooter',
      fr: 'passer au choix proposé suivant (précédent) : une destination, un emplacement, une cible, un second tireur',
    },
  },
  {
    keys: { en: 'S', fr: 'S' },
    what: { en: 'shoot with the selected destructor', fr: 'tirer avec le destructeur choisi' },
  },
  {
    keys: { en: 'C', fr: 'C' },
    what: { en: 'capture rather than move (on and off)', fr: 'capturer plutôt que déplacer (activer, désactiver)' },
  },
  {
    keys: { en: 'L', fr: 'L' },
    what: { en: 'load rather than move (on and off)', fr: 'charger plutôt que déplacer (activer, désactiver)' },
  },
  {
    keys: { en: 'R', fr: 'R' },
    what: { en: 'turn the astronef about to land', fr: 'tourner l’astronef qui va se poser' },
  },
  {
    keys: { en: 'Escape', fr: 'Échap' },
    what: {
      en: 'cancel what is being chosen, or the action waiting for confirmation',
      fr: 'annuler ce qui est en cours de choix, ou l’action en attente de confirmation',
    },
  },
  {
    keys: { en: 'Ctrl+Z', fr: 'Ctrl+Z' },
    what: { en: 'take back your last action', fr: 'reprendre votre dernière action' },
  },
  {
    keys: { en: 'E', fr: 'E' },
    what: {
      en: 'end your turn (press again to confirm when action points are left)',
      fr: 'finir votre tour (appuyez de nouveau pour confirmer s’il reste des points d’action)',
    },
  },
  {
    keys: { en: '+ / −', fr: '+ / −' },
    what: { en: 'zoom in, zoom out', fr: 'zoom avant, zoom arrière' },
  },
  {
    keys: { en: 'Shift+Arrows', fr: 'Maj+Flèches' },
    what: { en: 'move the board', fr: 'faire défiler le plateau' },
  },
  {
    keys: { en: 'F or 0', fr: 'F ou 0' },
    what: { en: 'fit the board to the window', fr: 'ajuster le plateau à la fenêtre' },
  },
  {
    keys: { en: 'Tab', fr: 'Tab' },
    what: {
      en: 'the next button or field (the side panel: unload, build, confirm, end turn, menu)',
      fr: 'le bouton ou le champ suivant (le panneau : décharger, construire, confirmer, fin du tour, menu)',
    },
  },
  {
    keys: { en: '?', fr: '?' },
    what: { en: 'this list of keys', fr: 'cette liste des touches' },
  },
  {
    keys: { en: 'F1', fr: 'F1' },
    what: { en: 'the rules reference', fr: 'le mémento des règles' },
  },
];
