/** The claim form's steps and message keys, apart from the schemas: the form's first load needs these without the schema library. */
/**
 * The key of each rule's message (error.fnol.<name>): the browser and the server both turn it into
 * the reader's language, so a schema holds no words of its own.
 */
const MESSAGE_NAMES = [
  'policyType',
  'policyNo',
  'insuredName',
  'insuredNameLong',
  'eventDate',
  'eventTime',
  'eventCountry',
  'eventPlace',
  'eventPlaceLong',
  'description',
  'descriptionLong',
  'vehicleCategory',
  'vehicleBrand',
  'vehicleColor',
  'plate',
  'part',
  'partsMin',
  'partsMax',
  'otherVehicle',
  'otherPlate',
  'otherInsurer',
  'otherText',
  'otherPolicyNo',
  'injured',
  'injuryNoteLong',
  'policeReportNo',
  'amicable',
  'witnessCount',
  'declaration',
  'channel',
  'contact',
  'contactLong',
  'contactFormat',
  'contactMismatch',
] as const;
type MessageName = (typeof MESSAGE_NAMES)[number];
// Built from the names, each written once: the form's first load carries this list.
export const FNOL_MESSAGES = Object.fromEntries(MESSAGE_NAMES.map((name) => [name, `error.fnol.${name}`])) as {
  readonly [N in MessageName]: `error.fnol.${N}`;
};

export const FNOL_STEPS = ['policy', 'event', 'vehicle', 'others', 'contact'] as const;
/** At most this many witnesses on the claim form (a handler adds more to the claim file). */
export const MAX_FNOL_WITNESSES = 3;
export type FnolStep = (typeof FNOL_STEPS)[number];
