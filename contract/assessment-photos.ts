import * as v from 'valibot';

/**
 * A photo of a note's line: one of the assignment's documents, linked on the server to the part
 * and to which of that part's lines it shows (1 for the first), as lines are written anew on each save.
 */
export const LinePhotoInputSchema = v.object({
  document_id: v.pipe(v.string(), v.trim(), v.minLength(1, 'error.assessment.photoDocument'), v.maxLength(64)),
  item_guid: v.pipe(v.string(), v.trim(), v.minLength(1, 'error.assessment.partRequired'), v.maxLength(64)),
  occurrence: v.pipe(
    v.number('error.assessment.number'),
    v.integer('error.assessment.wholeNumber'),
    v.minValue(1, 'error.assessment.photoLine'),
    v.maxValue(500, 'error.assessment.photoLine'),
  ),
});
export type LinePhotoInput = v.InferOutput<typeof LinePhotoInputSchema>;

/** GET/POST /api/assessments/:assignment_id/photos: every photo link of the assignment. */
export const LinePhotosSchema = v.object({ photos: v.array(LinePhotoInputSchema) });
export type LinePhotoLinks = v.InferOutput<typeof LinePhotosSchema>;
