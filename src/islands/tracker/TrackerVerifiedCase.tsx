import { type ComponentProps, useEffect } from 'react';
import { TrackerCaseView } from './TrackerCaseView.tsx';
import { TrackerVisitNote } from './TrackerVisitNote.tsx';

/** The verified case and how long the visit lasts: what the case page shows once the code is proved. */
export default function TrackerVerifiedCase(props: ComponentProps<typeof TrackerCaseView>) {
  const { page } = props;
  // A case that replaced the code form takes focus on its heading: the form the visitor was in is gone.
  useEffect(() => {
    if (page.takeVerifiedNow()) document.getElementById('tracker-case-heading')?.focus();
  }, [page]);
  return (
    <>
      <TrackerCaseView {...props} />
      <TrackerVisitNote page={props.page} lang={props.lang} t={props.t} />
    </>
  );
}
