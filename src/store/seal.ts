// Sealing the secrets of an exported campaign (the tide deck's salt, the turn-21 choices) so that
// opening the .fmh file in a text editor does not show them. The key is in this code: anyone who reads
// the code can unseal a file (see the README, "What stays secret"); the seal keeps honest players honest.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const KEY = createHash('sha256').update('full-metal-hot-seat/export-seal/1').digest();
const PREFIX = 'aes256gcm:';

export function seal(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The sealed value, or null when the text is not a seal of ours (wrong key, edited, cut). */
export function unseal(text: string): unknown {
  if (!text.startsWith(PREFIX)) return null;
  try {
    const raw = Buffer.from(text.slice(PREFIX.length), 'base64');
    if (raw.length < 28) return null;
    const decipher = createDecipheriv('aes-256-gcm', KEY, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    return null;
  }
}
