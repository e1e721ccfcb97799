// What the claim form shows only after its first step: the later steps' fields, the review, the
// confirmation, the warning about a claim sent before, and the note that a kept draft is back. One chunk, fetched once the visitor is
// past the first step (or a kept draft reopens past it), so the form's first load stays within the
// public pages' budget.
export { FnolDone } from './FnolDone.tsx';
export { FnolDuplicate } from './FnolDuplicate.tsx';
export { FnolReview } from './FnolReview.tsx';
export { FnolLaterFields } from './FnolLaterFields.tsx';
export { FnolRestored } from './FnolRestored.tsx';
