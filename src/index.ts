// The Action entry: run the pipeline; an unexpected exception is a bug, reported with its stack.
import * as core from '@actions/core';
import { run } from './action.js';

run().catch((error: unknown) => {
  core.setFailed(
    `agents-config-check: internal error — this is a bug, please report it.\n${(error as Error)?.stack ?? String(error)}`,
  );
});
