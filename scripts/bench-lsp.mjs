#!/usr/bin/env node
// Edit to diagnostics: how long after an edit of one file the language server publishes that
// file's fresh findings, on the scripts/gen-corpus.mjs workload (10,000 tools unless told). The
// built server (dist/cli.js lsp) runs as an editor starts it, driven over standard input and
// output; each edit adds or removes an unknown key in one tool file, so each changes its findings.
//
//   node scripts/bench-lsp.mjs [WORKLOAD_DIR] [--edits N] [--json]
//
// Without WORKLOAD_DIR a workload is generated in a temporary folder (and removed afterwards).
// Prints the time to the first diagnostics of the whole workspace, and the median and slowest
// edit-to-diagnostics times (wall clock: the debounce and the protocol included) with the
// server's CPU time per edit, its peak resident memory, and the load average (wall time on a
// shared machine says little without it).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

const ROOT = new URL('..', import.meta.url).pathname;
const CLI = join(ROOT, 'dist', 'cli.js');

const args = process.argv.slice(2);
const json = args.includes('--json');
const editsAt = args.indexOf('--edits');
const EDITS = editsAt === -1 ? 20 : Number(args[editsAt + 1]);
const given = args.find((a, i) => !a.startsWith('--') && i !== editsAt + 1);

let dir = given;
if (!dir) {
  dir = mkdtempSync(join(tmpdir(), 'acc-bench-lsp-'));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'gen-corpus.mjs'), dir], { stdio: 'ignore' });
}

/** One tool file of the workload, the same every run: the first in name order. */
function firstTool(root) {
  const tools = join(root, 'tools');
  const folder = readdirSync(tools).sort()[0];
  const file = readdirSync(join(tools, folder)).sort()[0];
  return `tools/${folder}/${file}`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The server's user and system CPU time so far, in ms (Linux: /proc/PID/stat, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], {
  cwd: dir,
  stdio: ['pipe', 'pipe', 'inherit'],
});
const connection = createProtocolConnection(
  new StreamMessageReader(child.stdout),
  new StreamMessageWriter(child.stdin),
);
let onPublish = () => undefined;
let lastPublish = 0;
connection.onNotification('textDocument/publishDiagnostics', (params) => {
  lastPublish = performance.now();
  onPublish(params);
});
connection.listen();

const rootUri = pathToFileURL(dir).href;
const started = performance.now();
await connection.sendRequest('initialize', {
  processId: process.pid,
  rootUri,
  capabilities: {},
  workspaceFolders: [{ uri: rootUri, name: 'workload' }],
});
await connection.sendNotification('initialized', {});
// The first diagnostics are in once the server has been quiet for a second.
while (lastPublish === 0 || performance.now() - lastPublish < 1000) await sleep(50);
const openSeconds = (lastPublish - started) / 1000;

const path = firstTool(dir);
const uri = pathToFileURL(join(dir, path)).href;
const original = readFileSync(join(dir, path), 'utf8');
await connection.sendNotification('textDocument/didOpen', {
  textDocument: { uri, languageId: 'yaml', version: 1, text: original },
});
const times = [];
const cpu = [];
for (let i = 0; i < EDITS; i++) {
  const text = i % 2 === 0 ? `${original}bench_unknown_key: ${i}\n` : original;
  const published = new Promise((resolve) => {
    onPublish = (params) => {
      if (params.uri === uri) resolve();
    };
  });
  const cpuBefore = cpuMs(child.pid);
  const sent = performance.now();
  await connection.sendNotification('textDocument/didChange', {
    textDocument: { uri, version: i + 2 },
    contentChanges: [{ text }],
  });
  await published;
  times.push(performance.now() - sent);
  cpu.push(cpuMs(child.pid) - cpuBefore);
  // A pause between edits, as between a person's edits: each is checked on its own.
  await sleep(200);
}
/** The server's peak resident memory so far, in MB (Linux: VmHWM in /proc/PID/status, in kB). */
const peakMb = Math.round(
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024,
);
await connection.sendRequest('shutdown');
await connection.sendNotification('exit');
connection.dispose();
if (!given) rmSync(dir, { recursive: true, force: true });

const result = {
  openSeconds,
  editMedianMs: median(times),
  editMaxMs: Math.max(...times),
  editCpuMedianMs: median(cpu),
  serverPeakMb: peakMb,
  loadAverage: loadavg()[0],
  edits: EDITS,
};
if (json) console.log(JSON.stringify(result));
else {
  console.log(`workspace diagnostics on open: ${openSeconds.toFixed(2)} s`);
  console.log(
    `edit to diagnostics (${EDITS} edits of ${path}): median ${result.editMedianMs.toFixed(0)} ms, slowest ${result.editMaxMs.toFixed(0)} ms; server CPU per edit: median ${result.editCpuMedianMs.toFixed(0)} ms`,
  );
  console.log(
    `server peak memory: ${result.serverPeakMb} MB; load average (1 min) at the end: ${result.loadAverage.toFixed(1)}`,
  );
}
