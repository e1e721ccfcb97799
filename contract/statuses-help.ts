import * as v from 'valibot';
import { ASSIGNMENT_TYPES } from './assignments.ts';

/** /config/statuses/help (org help admin): each type's statuses and the help text people see. */
export const StatusHelpSchema = v.object({
  code: v.string(),
  name_en: v.string(),
  name_ro: v.string(),
  color: v.string(),
  is_final: v.boolean(),
  help_en: v.string(),
  help_ro: v.string(),
  /** The help texts' version: a change sends it as If-Match. */
  version: v.number(),
  /** The statuses this one can move to, in order (a final status's are reopenings, for managers). */
  next_codes: v.array(v.string()),
});
export const StatusesHelpSchema = v.array(
  v.object({
    assignment_type: v.picklist(ASSIGNMENT_TYPES),
    type_name: v.string(),
    statuses: v.array(StatusHelpSchema),
  }),
);
export type StatusesHelp = v.InferOutput<typeof StatusesHelpSchema>;

const helpText = (whenEmpty: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, whenEmpty), v.maxLength(500, 'error.statusHelp.tooLong'));
export const UpdateStatusHelpSchema = v.object({
  help_en: helpText('error.statusHelp.englishRequired'),
  help_ro: helpText('error.statusHelp.romanianRequired'),
});
