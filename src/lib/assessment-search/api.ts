import { NewAssessmentSchema, VehicleSearchResultSchema } from '../../../contract/vehicle-search.ts';
import { apiGet, apiPost } from '../api/client.ts';

/** The vehicles found by plate, VIN or claim file number, with their claim files and assessments. */
export const searchVehicles = (q: string) =>
  apiGet(`/claim-files/vehicles?${new URLSearchParams({ q }).toString()}`, VehicleSearchResultSchema);

/** A new assessment on a claim file; the answer names the assignment to open. */
export const startAssessment = (claimFileNo: string) =>
  apiPost(`/claim-files/${encodeURIComponent(claimFileNo)}/assessments`, {}, NewAssessmentSchema);
