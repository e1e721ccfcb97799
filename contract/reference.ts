import * as v from 'valibot';

/**
 * The reference lists the claim forms choose from. Every call answers the same item shape; the client
 * caches each list in session storage under its list code.
 */
export const REFERENCE_LISTS = {
  countries: '/fnol/browseCountries/',
  counties: '/fnol/browseCounties/RO',
  schedule_counties: '/schedule/counties',
  policy_types: '/fnol/browsePolicyTypesByBusinessSegment/auto',
  vehicle_categories: '/fnol/browseVehicleCategories/',
  vehicle_brands: '/fnol/browseVehicleBrands/',
  vehicle_parts: '/fnol/browseVehicleParts/',
  branches: '/fnol/browseBranches/',
  colors: '/fnol/browseColors/',
} as const;
export type ReferenceListCode = keyof typeof REFERENCE_LISTS;

const ReferenceItemSchema = v.object({
  code: v.string(),
  name: v.string(),
  /** The item this one belongs to: the country of a county, the segment of a policy type. */
  parent_code: v.nullable(v.string()),
});
export const ReferenceListSchema = v.array(ReferenceItemSchema);
export type ReferenceItem = v.InferOutput<typeof ReferenceItemSchema>;
