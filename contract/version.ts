import * as v from 'valibot';

/** GET /api/version: spec.md section 3 "Version response". */
export const VersionResponseSchema = v.object({
  version: v.string(),
  envLabel: v.string(),
  envLabelColor: v.string(),
});

export type VersionResponse = v.InferOutput<typeof VersionResponseSchema>;
