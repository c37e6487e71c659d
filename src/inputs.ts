// The Action's inputs, read once and strictly into a typed value; a bad value fails the step
// with a message that names the input, before anything else runs.
import * as core from '@actions/core';
import { DEFAULT_APPROVAL_LABEL } from './core/config/config.js';
import type { FailOn } from './core/model/diagnostic.js';

export class InputError extends Error {}

type CommentMode = 'auto' | 'always' | 'never';

export interface ActionInputs {
  token: string;
  root: string;
  config: string | undefined;
  failOn: FailOn | undefined;
  onlyNew: boolean;
  comment: CommentMode;
  annotations: boolean;
  sarifFile: string | undefined;
  base: string | undefined;
  escalationLabel: string;
  reportFile: string | undefined;
  postOnly: boolean;
}

function oneOf<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T | undefined,
): T | undefined {
  const value = core.getInput(name);
  if (value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError(`input '${name}' must be one of ${allowed.join(', ')}, not '${value}'`);
  }
  return value as T;
}

function flag(name: string, fallback: boolean): boolean {
  const value = core.getInput(name);
  if (value === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`input '${name}' must be true or false, not '${value}'`);
}

function optional(name: string): string | undefined {
  const value = core.getInput(name);
  return value === '' ? undefined : value;
}

export function readInputs(): ActionInputs {
  const inputs: ActionInputs = {
    token: core.getInput('github-token'),
    root: optional('root') ?? '.',
    config: optional('config'),
    failOn: oneOf('fail-on', ['error', 'warning', 'note', 'never'] as const, undefined),
    onlyNew: flag('only-new', false),
    comment: oneOf('comment', ['auto', 'always', 'never'] as const, 'auto') as CommentMode,
    annotations: flag('annotations', true),
    sarifFile: optional('sarif-file'),
    base: optional('base'),
    escalationLabel: optional('escalation-label') ?? DEFAULT_APPROVAL_LABEL,
    reportFile: optional('report-file'),
    postOnly: flag('post-only', false),
  };
  if (inputs.postOnly && !inputs.reportFile) throw new InputError("input 'post-only' needs 'report-file'");
  if (inputs.base !== undefined && (inputs.base.startsWith('-') || /\s/.test(inputs.base))) {
    throw new InputError(`input 'base' is not a valid git ref: '${inputs.base}'`);
  }
  // GitHub's tokens are letters, digits and `_`. A character a request's header cannot carry (a
  // line break inside a secret, say) fails each request with an error that quotes the header whole,
  // token and all, shown in the log line by line, which a mask of the whole value need not match:
  // such a token is refused before any request, and never quoted.
  if (/[^\x21-\x7e]/.test(inputs.token)) {
    throw new InputError(
      "input 'github-token' holds a space, a line break or another character no token has; its value is not shown",
    );
  }
  if (inputs.token !== '') core.setSecret(inputs.token);
  return inputs;
}
