/** The last segment of the page's address, decoded: the id of /assignments/view/{id}, /reports/{report}. */
export const lastPathSegment = (): string =>
  typeof location === 'undefined'
    ? ''
    : decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() ?? '');
