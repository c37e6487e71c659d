// explain writes its output in pieces: explaining a tool that every skill of a 1,000-deep override
// chain reaches under each renamed copy lists half a million rows, and its JSON, made as one
// string, passed the longest string JavaScript holds (RangeError: Invalid string length, exit 3).
// Joined, the pieces must be what one string was.
import { describe, expect, it } from 'vitest';
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';
import { explainJsonChunks, explainTextChunks } from '../../src/report/explain-text.js';
import { inertJson } from '../../src/report/escape.js';

/** A skill using one MCP server of `n` tools whole: `n` entries, eleven lines of text each. */
function wholeServer(n: number): string {
  const tools = Array.from({ length: n }, (_, i) => ({
    name: `t${i}`,
    description: i === 7 ? 'Says \u009b and ##[command] to a terminal.' : `Tool ${i}.`,
    inputSchema: { type: 'object' },
    annotations: { readOnlyHint: true },
  }));
  return repo({
    'mcp-servers/big.json': JSON.stringify({ server: 'big', tools }),
    'skills/s.yaml': 'name: x/s\ndescription: Big.\nmcp_servers: [{name: big}]\n',
  });
}

describe('explain in pieces', () => {
  const root = wholeServer(3_000);
  const { explanation, base } = runExplain({ name: 'x/s', root });

  it('writes JSON an item of a list at a time, joined as JSON.stringify writes it whole', () => {
    const pieces = [...explainJsonChunks(explanation, { base })];
    expect(pieces.length).toBeGreaterThan(3_000);
    const whole = { version: 1, ...explanation, ...(base !== undefined ? { base } : {}) };
    expect(pieces.join('')).toBe(`${inertJson(JSON.stringify(whole, null, 2))}\n`);
  });

  it('writes JSON with no list, and with empty lists, as JSON.stringify does', () => {
    const bare = { ...explanation, entries: [], removedByPolicy: undefined };
    const pieces = [...explainJsonChunks(bare)];
    expect(pieces.join('')).toBe(`${JSON.stringify({ version: 1, ...bare }, null, 2)}\n`);
  });

  it('writes text whole lines at a time', () => {
    const pieces = [...explainTextChunks(explanation)];
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.endsWith('\n')).toBe(true);
    const text = pieces.join('');
    expect(text.split('\n').filter((line) => /^mcp:big\/t\d+ {2}\(mcp\)$/.test(line))).toHaveLength(3_000);
    expect(text.startsWith('skill x/s  skills/s.yaml:1\n\n3000 entries:\n')).toBe(true);
  });
});
