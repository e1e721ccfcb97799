import * as v from 'valibot';

/** GET /api/health: for load balancers; 200 only when the database answers. */
export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['sqlite', 'postgres']),
});

export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
