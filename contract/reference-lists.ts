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
