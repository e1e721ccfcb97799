/** Where each reference list is read, apart from the schemas: the public claim form's first load needs these without the schema library. */
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

/** The lists a claim is reported with, on the public claim form and the staff intake alike: each loads them as it opens. */
export const CLAIM_LISTS: ReferenceListCode[] = [
  'policy_types',
  'countries',
  'counties',
  'vehicle_categories',
  'vehicle_brands',
  'colors',
  'vehicle_parts',
];
