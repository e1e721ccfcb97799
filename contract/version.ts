import * as v from 'valibot';

/** GET /api/version: the running version and the environment's label. */
export const VersionResponseSchema = v.object({
  version: v.string(),
  envLabel: v.string(),
  envLabelColor: v.string(),
});

export type VersionResponse = v.InferOutput<typeof VersionResponseSchema>;
