// The file is not valid YAML (or a document could not be read safely: alias bombs, deep nesting).
import { fileProblemsRule } from './rule.js';

export const rule = fileProblemsRule({
  id: 'yaml-syntax',
  defaultSeverity: 'error',
  description:
    'The file is not valid YAML 1.2; reported at the parser position. Other files are still checked.',
  scope: 'file',
  incompleteReading: true,
});
