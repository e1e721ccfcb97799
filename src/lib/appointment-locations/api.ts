import {
  AppointmentLocationsSchema,
  ClosedEverywhereSchema,
  type AppointmentLocation,
  type AppointmentLocationInput,
} from '../../../contract/appointment-locations.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../api/client.ts';

/** Where and when assessors see vehicles; each answer is the whole list. */
export const fetchLocations = () => apiGet('/config/appointment-locations', AppointmentLocationsSchema);
export const createLocation = (input: AppointmentLocationInput) =>
  apiPost('/config/appointment-locations', input, AppointmentLocationsSchema);
/** Changes on the version the form was opened on (If-Match); `confirmAffected` keeps bookings the change leaves out. */
export const updateLocation = (id: string, version: number, input: AppointmentLocationInput, confirmAffected = false) =>
  apiPut(
    `/config/appointment-locations/${id}`,
    confirmAffected ? { ...input, confirm_affected: true } : input,
    AppointmentLocationsSchema,
    { ifMatch: version },
  );
export const deleteLocation = (location: AppointmentLocation) =>
  apiDelete(`/config/appointment-locations/${location.id}`, AppointmentLocationsSchema, { ifMatch: location.version });

/** The days every location is closed, with their version. */
export const fetchClosedEverywhere = () => apiGet('/config/appointment-locations/closed-days', ClosedEverywhereSchema);
/** Sets them on the version read (If-Match); the answer is the days as kept. */
export const saveClosedEverywhere = (days: string[], version: number) =>
  apiPut('/config/appointment-locations/closed-days', { days }, ClosedEverywhereSchema, { ifMatch: version });
