// Files the player exports or imports: the page's own (web mode), or the shell's dialogs (Electron).
import { HostError } from './errors.js';
import type { Shell } from './options.js';

/** The kinds of file the player exports and imports, each with what the shell's dialogs offer (one list). */
export const FILE_KINDS = {
  campaign: { name: 'Full Metal Hot-Seat campaign', extensions: ['fmh', 'json'] },
  league: { name: 'Full Metal Hot-Seat league', extensions: ['fmhl', 'json'] },
  board: { name: 'Full Metal Hot-Seat board', extensions: ['json'] },
  scenario: { name: 'Full Metal Hot-Seat scenario', extensions: ['json'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** A dialog's filters for a kind of file: the file's own extension first when saving. */
export function dialogFilters(kind: FileKind, saving: boolean): { name: string; extensions: string[] }[] {
  const k = FILE_KINDS[kind];
  return [{ name: k.name, extensions: saving ? [k.extensions[0]] : [...k.extensions] }];
}

/** Electron, when asked (`toFile`): the shell's save dialog writes the file; null when not written. */
export async function offerFile(
  shell: Shell | undefined,
  kind: FileKind,
  fileName: string,
  content: string,
  toFile: boolean | undefined,
): Promise<string | null> {
  if (!toFile || !shell?.saveFile) return null;
  const savedTo = await shell.saveFile(fileName, content, kind);
  if (savedTo === null) throw new HostError('CANCELLED', 'export cancelled');
  return savedTo;
}

/** An imported file's text: the page's (web mode) or one the shell's open dialog picks (Electron). */
export async function importedFile(
  shell: Shell | undefined,
  kind: FileKind,
  a: { content?: string; fileName?: string },
  unnamed: string,
): Promise<{ content: string; fileName: string }> {
  if (a.content !== undefined) return { content: a.content, fileName: a.fileName ?? unnamed };
  if (!shell?.openFile)
    throw new HostError('BAD_INPUT', 'no file content given (fromFile works in the desktop app only)');
  const f = await shell.openFile(kind);
  if (!f) throw new HostError('CANCELLED', 'import cancelled');
  return { content: f.content, fileName: f.path };
}
