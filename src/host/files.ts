// Files the player exports or imports: the page's own (web mode), or the shell's dialogs (Electron).
import { HostError } from './errors.js';
import type { Shell } from './options.js';

/** Electron, when asked (`toFile`): the shell's save dialog writes the file; null when not written. */
export async function offerFile(
  shell: Shell | undefined,
  fileName: string,
  content: string,
  toFile: boolean | undefined,
): Promise<string | null> {
  if (!toFile || !shell?.saveFile) return null;
  const savedTo = await shell.saveFile(fileName, content);
  if (savedTo === null) throw new HostError('CANCELLED', 'export cancelled');
  return savedTo;
}

/** An imported file's text: the page's (web mode) or one the shell's open dialog picks (Electron). */
export async function importedFile(
  shell: Shell | undefined,
  a: { content?: string; fileName?: string },
  unnamed: string,
): Promise<{ content: string; fileName: string }> {
  if (a.content !== undefined) return { content: a.content, fileName: a.fileName ?? unnamed };
  if (!shell?.openFile)
    throw new HostError('BAD_INPUT', 'no file content given (fromFile works in the desktop app only)');
  const f = await shell.openFile();
  if (!f) throw new HostError('CANCELLED', 'import cancelled');
  return { content: f.content, fileName: f.path };
}
