// The Action entry: read the event, then run the pipeline; an unexpected exception is a bug,
// reported with its stack. The pipeline loads after the event is read: @actions/github, which it
// loads, reads the payload too as it loads, and would end the step with its own stack trace on
// one that is not JSON, or wait on a FIFO, before a word of ours.
import * as core from '@actions/core';
import { EventError, readEvent } from './event.js';
import { bugReport } from './report/bug.js';

function reportBug(error: unknown): void {
  core.setFailed(`agents-config-check: ${bugReport(error)}`);
}

try {
  const event = readEvent(
    process.env.GITHUB_EVENT_NAME ?? '',
    process.env.GITHUB_EVENT_PATH,
    process.env.GITHUB_RUN_ATTEMPT,
  );
  import('./action.js').then(({ run }) => run(event)).catch(reportBug);
} catch (error) {
  if (error instanceof EventError) core.setFailed(error.message);
  else reportBug(error);
}
