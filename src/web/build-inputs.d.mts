// Types of build-inputs.mjs (plain JavaScript, run by Node before anything is compiled).
export interface BuildInputs {
  mode: string;
  /** Path relative to the project's root (forward slashes) -> SHA-256 of its content. */
  files: Record<string, string>;
}
export function writeBuildInputs(root: string, stampFile: string, mode: string, files: Iterable<string>): void;
export function staleReason(root: string, stampFile: string, mode: string, outputs: string[]): string | null;
