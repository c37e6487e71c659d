// The environment a GitHub runner gives the Action for a `workflow_dispatch` run (no pull request),
// its files in `runner`: the tests that start the bundle as a runner would.
import { join } from 'node:path';

/** The runner's variables, the Action's annotations off; `event.json` and the files under `runner`. */
export function dispatchEnv(runner: string, workspace: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: join(runner, 'event.json'),
    GITHUB_WORKSPACE: workspace,
    GITHUB_STEP_SUMMARY: join(runner, 'summary.md'),
    GITHUB_OUTPUT: join(runner, 'output.txt'),
    RUNNER_TEMP: runner,
    INPUT_ANNOTATIONS: 'false',
  };
}
