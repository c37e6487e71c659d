// A mapping repeats a key: YAML forbids it, and parsers disagree on which value wins.
import { fileProblemsRule } from './rule.js';

export const rule = fileProblemsRule({
  id: 'duplicate-key',
  defaultSeverity: 'error',
  description: 'A mapping repeats a key; reported at the second occurrence.',
  scope: 'file',
  incompleteReading: true,
});
