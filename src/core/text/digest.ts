// Hex digests, in one call where Node has crypto.hash (20.12+): no hash object is made, which
// shows when thousands are taken (a diff's blob ids, every custom tool's code hash).
import * as crypto from 'node:crypto';

type OneShot = (algorithm: string, data: string | Uint8Array, encoding: 'hex') => string;
const oneShot = (crypto as { hash?: OneShot }).hash;

/** The hex digest of one string (as UTF-8) or bytes. */
export function hexDigest(algorithm: 'sha1' | 'sha256', data: string | Uint8Array): string {
  return oneShot ? oneShot(algorithm, data, 'hex') : crypto.createHash(algorithm).update(data).digest('hex');
}
