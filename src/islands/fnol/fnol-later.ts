// What the claim form shows only after its first step: the later steps' fields, the review, the
// confirmation and the warning about a claim sent before. One chunk, fetched once the visitor is
// past the first step (or a kept draft reopens past it), so the form's first load stays within the
// public pages' budget.
export { FnolDone } from './FnolDone.tsx';
export { FnolDuplicate } from './FnolDuplicate.tsx';
export { FnolReview } from './FnolReview.tsx';
export { FnolLaterFields } from './FnolLaterFields.tsx';
