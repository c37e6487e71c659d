// Types for scripts/gen-lookalikes.mjs, whose reading of confusables.txt the lookalike tests check.
export function asciiLookalikes(text: string): number[];
export function ranges(points: number[]): [number, number][];
