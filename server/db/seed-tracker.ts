import type { Kysely } from 'kysely';
import { addWorkingDays, businessDate } from '../../contract/business-time.ts';
import { addDemoCaseRequest, addDocumentTypes } from '../features/documents/index.ts';
import {
  addDemoEvents,
  addRegisteredDocuments,
  setCasesAtStep,
  storeTrackerConfig,
} from '../features/tracker/index.ts';
import type { Database } from './schema.ts';

const steps = (labels: [string, string][]) =>
  labels.map(([label, description], i) => ({
    label,
    description,
    icon: ['description', 'search', 'calculate', 'payments'][i] ?? 'circle',
    index: i + 1,
  }));

/** The DEMO organisation's tracker texts, in both languages. */
const DEMO_TRACKER_CONFIG = {
  en: {
    config: steps([
      ['Claim registered', 'We record your claim and send you its number.'],
      ['Inspection', 'An inspector looks at the damage, at a partner centre or where the vehicle is.'],
      ['Assessment', 'We work out the cost of the repair and what the policy covers.'],
      ['Payment', 'We pay you or the repair shop, and close the claim.'],
    ]),
    case_identifier_name: 'Claim number',
    not_found_message: 'We could not find a claim with that number. Check it and try again.',
    search_message: 'Enter the claim number from the message you received.',
    security: {
      message: 'We sent an access code to your contact channel. Enter it to see your claim.',
      error_message: 'The access code is not correct.',
    },
    title: 'Follow your claim',
    phone: '+40 21 300 4000',
    email: 'daune@demo-asigurari.example',
    hours: 'Monday to Friday, 8:00 to 20:00',
    // No action button: the landing page explains each step itself, and a help page the demo does not
    // have would be a dead link.
    action: null,
  },
  ro: {
    config: steps([
      ['Dosar înregistrat', 'Înregistrăm dauna și vă trimitem numărul dosarului.'],
      ['Constatare', 'Un inspector constată daunele, la un centru partener sau unde se află vehiculul.'],
      ['Evaluare', 'Calculăm costul reparației și ce acoperă polița.'],
      ['Plată', 'Vă plătim pe dumneavoastră sau service-ul și închidem dosarul.'],
    ]),
    case_identifier_name: 'Număr dosar',
    not_found_message: 'Nu am găsit un dosar cu acest număr. Verificați-l și încercați din nou.',
    search_message: 'Introduceți numărul dosarului din mesajul primit.',
    security: {
      message: 'Am trimis un cod de acces pe canalul de comunicare. Introduceți-l pentru a vedea dosarul.',
      error_message: 'Codul de acces nu este corect.',
    },
    title: 'Urmăriți dosarul de daună',
    phone: '+40 21 300 4000',
    email: 'daune@demo-asigurari.example',
    hours: 'Luni–vineri, 8:00–20:00',
    action: null,
  },
};

/** The document types staff usually ask for, named in English and Romanian. */
const DOCUMENT_TYPES: [string, string][] = [
  ['Driving licence', 'Permis de conducere'],
  ['Vehicle registration certificate', 'Certificat de înmatriculare'],
  ['Identity card', 'Carte de identitate'],
  ['Accident report (constat amiabil)', 'Constat amiabil'],
  ['Police report', 'Proces-verbal al poliției'],
  ['Photos of the damage', 'Fotografii ale avariilor'],
  ['Repair invoice', 'Factură de reparație'],
  ['Bank account details', 'Extras de cont bancar'],
];

/** DEMO000123 at step 2 of 4 with two documents and one open request; DEMO000456 just registered. */
export async function seedTrackerData(
  db: Kysely<Database>,
  orgId: string,
  caseIds: Map<string, string>,
  now: string,
): Promise<void> {
  await storeTrackerConfig(db, orgId, JSON.stringify(DEMO_TRACKER_CONFIG));
  const first = caseIds.get('DEMO000123')!;
  const second = caseIds.get('DEMO000456')!;
  await setCasesAtStep(db, [first], 2);
  await setCasesAtStep(db, [second, caseIds.get('DEMO000789')!], 1);
  const inspection = {
    en: {
      event_title: 'Inspection scheduled',
      event_description:
        '<p>The inspection of your vehicle is scheduled for <strong>Thursday at 10:00</strong>.</p>' +
        '<ul><li>Bring the registration certificate</li><li>Bring your driving licence</li></ul>',
      next_step_title: 'Assessment',
      next_step_description: 'After the inspection an assessor estimates the repair cost.',
    },
    ro: {
      event_title: 'Constatare programată',
      event_description:
        '<p>Constatarea vehiculului dumneavoastră este programată <strong>joi la ora 10:00</strong>.</p>' +
        '<ul><li>Aduceți certificatul de înmatriculare</li><li>Aduceți permisul de conducere</li></ul>',
      next_step_title: 'Evaluare',
      next_step_description: 'După constatare, un evaluator estimează costul reparației.',
    },
  };
  const registered = {
    en: {
      event_title: 'Claim registered',
      event_description: '<p>We registered your claim.</p>',
      next_step_title: 'Inspection',
      next_step_description: 'We will call you to schedule the inspection.',
    },
    ro: {
      event_title: 'Dosar înregistrat',
      event_description: '<p>Am înregistrat dosarul dumneavoastră.</p>',
      next_step_title: 'Constatare',
      next_step_description: 'Vă vom suna pentru a programa constatarea.',
    },
  };
  const daysBefore = (days: number) => new Date(Date.parse(now) - days * 86_400_000).toISOString();
  await addDemoEvents(db, [
    // DEMO000123's history: registered three days ago, the inspection scheduled now.
    { caseId: first, texts: registered, step: 1, at: daysBefore(3), action: null },
    {
      caseId: first,
      texts: inspection,
      step: 2,
      at: now,
      action: { type: 'link', url: 'https://www.example.test/inspection-centres', name: 'Inspection centres' },
    },
    { caseId: second, texts: registered, step: 1, at: now, action: null },
  ]);
  await addDocumentTypes(
    db,
    orgId,
    DOCUMENT_TYPES.map(([name_en, name_ro]) => ({ name_en, name_ro })),
  );
  await addRegisteredDocuments(
    db,
    first,
    [
      {
        description: 'Accident report (constat amiabil)',
        registration_no: 'RG-2026-0001',
        registration_date: now.slice(0, 10),
      },
      { description: 'Photos of the damage', registration_no: 'RG-2026-0002', registration_date: now.slice(0, 10) },
    ],
    now,
  );
  await addDemoCaseRequest(
    db,
    {
      caseId: first,
      names: ['Driving licence', 'Vehicle registration certificate'],
      labels: {
        en: ['Driving licence', 'Vehicle registration certificate'],
        ro: ['Permis de conducere', 'Certificat de înmatriculare'],
      },
      dueDate: addWorkingDays(businessDate(new Date(now)), 5),
    },
    now,
  );
}
