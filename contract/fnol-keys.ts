/** The claim form's steps and message keys, apart from the schemas: the form's first load needs these without the schema library. */
/**
 * The key of each rule's message (error.fnol.<name>): the browser and the server both turn it into
 * the reader's language, so a schema holds no words of its own.
 */
const messageKey = <N extends string>(name: N) => `error.fnol.${name}` as const;
export const FNOL_MESSAGES = {
  policyType: messageKey('policyType'),
  policyNo: messageKey('policyNo'),
  insuredName: messageKey('insuredName'),
  insuredNameLong: messageKey('insuredNameLong'),
  eventDate: messageKey('eventDate'),
  eventCountry: messageKey('eventCountry'),
  eventPlace: messageKey('eventPlace'),
  eventPlaceLong: messageKey('eventPlaceLong'),
  description: messageKey('description'),
  descriptionLong: messageKey('descriptionLong'),
  vehicleCategory: messageKey('vehicleCategory'),
  vehicleBrand: messageKey('vehicleBrand'),
  vehicleColor: messageKey('vehicleColor'),
  plate: messageKey('plate'),
  part: messageKey('part'),
  partsMin: messageKey('partsMin'),
  partsMax: messageKey('partsMax'),
  channel: messageKey('channel'),
  contact: messageKey('contact'),
  contactLong: messageKey('contactLong'),
  contactFormat: messageKey('contactFormat'),
  contactMismatch: messageKey('contactMismatch'),
} as const;

export const FNOL_STEPS = ['policy', 'event', 'vehicle', 'contact'] as const;
export type FnolStep = (typeof FNOL_STEPS)[number];
