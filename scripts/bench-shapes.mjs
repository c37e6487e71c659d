// node scripts/bench-shapes.mjs [name…]: the hostile shapes (scripts/hostile-shapes.mjs) as git
// repositories, each checked and diffed (HEAD against HEAD~1) by the built CLI, and diffed again
// with a JSON report; prints a Markdown table of wall time, CPU time and peak memory (GNU time) and
// report size, and with --write puts it into BENCHMARKS.md between its "hostile shapes" markers.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHAPES, shapeRepo } from './hostile-shapes.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const CLI = join(ROOT, 'dist', 'cli.js');
const TIMEOUT_S = Number(process.env.SHAPES_TIMEOUT ?? 120);
const args = process.argv.slice(2);
const write = args.includes('--write');
const only = args.filter((a) => !a.startsWith('--'));

function measure(cliArgs, format = 'json') {
  const out = join(tmpdir(), `acc-shape-report-${process.pid}.json`);
  const started = process.hrtime.bigint();
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%U %S %M', process.execPath, CLI, ...cliArgs, '--format', format, '--output', out],
    {
      encoding: 'utf8',
      timeout: TIMEOUT_S * 1000,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const [user, sys, kb] = (r.stderr.trim().split('\n').pop() ?? '').trim().split(' ').map(Number);
  let bytes = 0;
  try {
    bytes = statSync(out).size;
    rmSync(out);
  } catch {
    // no report: the run failed or timed out
  }
  const status = r.error ? `timeout ${TIMEOUT_S} s` : `exit ${r.status}`;
  const ok = !r.error && (r.status === 0 || r.status === 1);
  return { seconds, cpu: (user ?? 0) + (sys ?? 0), mb: (kb ?? 0) / 1024, bytes, ok, status };
}

const cells = (m, withSize) =>
  m.ok
    ? [
        m.seconds.toFixed(2),
        m.cpu.toFixed(2),
        Math.round(m.mb),
        ...(withSize ? [(m.bytes / 1024).toFixed(0)] : []),
      ]
    : [m.status, '–', '–', ...(withSize ? ['–'] : [])];

const rows = [];
for (const shape of SHAPES) {
  if (only.length > 0 && !only.includes(shape.name)) continue;
  const dir = shapeRepo(shape.build());
  const check = measure([dir], 'text');
  const diff = measure([dir, '--base', 'HEAD~1'], 'text');
  // The JSON report (version 2) lists a set's names only for the skills the diff names as
  // changed, so it grows with the change; measured on its own, as version 1's listing of every
  // set was quadratic in a deep chain's depth.
  const json = measure([dir, '--base', 'HEAD~1']);
  rmSync(dir, { recursive: true, force: true });
  const met =
    check.ok && diff.ok && Math.max(check.cpu, diff.cpu) <= 5 && Math.max(check.mb, diff.mb) <= 1024;
  const row = `| ${[shape.name, shape.what, ...cells(check, false), ...cells(diff, true), ...cells(json, true), met ? 'yes' : 'no'].join(' | ')} |`;
  console.log(row);
  rows.push(row);
}

const table = [
  `Measured by \`node scripts/bench-shapes.mjs --write\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}; one run each of the built CLI: the check and the diff against \`HEAD~1\` with the default text report, and the diff again with \`--format json\`. Wall seconds, CPU seconds (user + system: what the shape costs when the machine is shared), peak resident MB and report KB. Target: ≤ 5 s and ≤ 1 GB each for the check and the diff (met: by CPU seconds).`,
  '',
  '| shape | what | check s | check CPU s | check MB | diff s | diff CPU s | diff MB | diff KB | JSON diff s | JSON CPU s | JSON MB | JSON KB | met |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');

if (write) {
  const path = join(ROOT, 'BENCHMARKS.md');
  const text = readFileSync(path, 'utf8');
  const start = '<!-- hostile shapes: start -->';
  const end = '<!-- hostile shapes: end -->';
  const block = `${start}\n${table}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*${end}`), block)
    : `${text.trimEnd()}\n\n## Hostile shapes\n\n${block}\n`;
  writeFileSync(path, next);
} else {
  console.log(`\n${table}`);
}
