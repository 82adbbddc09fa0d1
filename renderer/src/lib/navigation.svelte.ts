// The one way from screen to screen (issue 25, point 6): every screen change goes through `goTo` (or, for the
// host's answers, `setScreen` in app.svelte.ts), so that what a change of screen does is said in one place;
// a unit test holds the screens' code to it.
import { app, setScreen, type Screen } from './app.svelte';

/** Shows a screen; the profile page needs whose. */
export function goTo(screen: Screen, opts: { profileId?: string } = {}): void {
  if (opts.profileId !== undefined) app.profileId = opts.profileId;
  setScreen(screen);
}
