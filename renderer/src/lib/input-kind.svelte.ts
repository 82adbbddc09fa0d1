// Which hand the player used last: a finger (touch) or a mouse or pen. The hints follow it (lib/touch-words.ts).
// Read from every pointer press in the page, in the capture phase (before any screen handles it).

export const inputKind = $state({ touch: false });

let listening = false;
/** Starts following the pointer presses (once; main.ts). */
export function followInputKind(target: Pick<Window, 'addEventListener'> = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('pointerdown', (e) => (inputKind.touch = (e as PointerEvent).pointerType === 'touch'), {
    capture: true,
  });
}
