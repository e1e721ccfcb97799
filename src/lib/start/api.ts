import { StartPageSchema } from '../../../contract/start.ts';
import { apiGet } from '../api/client.ts';

/** The start page's sections, read for the signed-in person, checked against its contract/ schema. */
export const fetchStartPage = () => apiGet('/start', StartPageSchema);
