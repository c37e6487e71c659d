// npm start: check the example repository, then show what a reviewer sees for a change to it
// (the same repository against a bundled base copy in which a shared child skill differs).
import { spawnSync } from 'node:child_process';

const cli = new URL('../dist/cli.js', import.meta.url).pathname;
const run = (title, args) => {
  process.stdout.write(`\n$ agents-config-check ${args.join(' ')}\n`);
  process.stdout.write(`# ${title}\n`);
  return spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' }).status ?? 3;
};

const check = run('the example repository', ['examples/config-repo']);
run('the same repository as a pull request against its base (review only: never fails)', [
  'examples/config-repo',
  '--base-dir',
  'examples/config-repo-base',
  '--fail-on',
  'never',
]);
process.exitCode = check;
