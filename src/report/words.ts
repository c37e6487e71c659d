// Small words every formatter writes the same way: a counted noun (the core's, src/core/text/words.ts)
// and a shortened name.
export { clip, plural } from '../core/text/words.js';
