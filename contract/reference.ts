import * as v from 'valibot';

export { REFERENCE_LISTS, type ReferenceListCode } from './reference-lists.ts';

/**
 * The reference lists the claim forms choose from. Every call answers the same item shape; the client
 * caches each list in session storage under its list code.
 */

const ReferenceItemSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** The item this one belongs to: the country of a county, the segment of a policy type. */
  parent_code: v.nullable(v.string()),
});
export const ReferenceListSchema = v.array(ReferenceItemSchema);
export type ReferenceItem = v.InferOutput<typeof ReferenceItemSchema>;
