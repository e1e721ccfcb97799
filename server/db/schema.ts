import type { AuditTables } from '../audit/tables.ts';
import type { RateCounterTables } from '../limits/tables.ts';
import type { AssessmentTables } from '../features/assessments/tables.ts';
import type { ClaimFileTables } from '../features/assignments/claim-files/tables.ts';
import type { PolicyTables } from '../features/policies/tables.ts';
import type { AppointmentLocationTables } from '../features/schedule/appointment-locations/tables.ts';
import type { AssignmentTables } from '../features/assignments/tables.ts';
import type { AssistantTables } from '../features/assistant/tables.ts';
import type { AuthTables } from '../features/auth/tables.ts';
import type { DocumentTables } from '../features/documents/tables.ts';
import type { FnolTables } from '../features/fnol/tables.ts';
import type { MessageTables } from '../features/messages/tables.ts';
import type { NotificationTables } from '../features/notifications/tables.ts';
import type { OutboxTables } from '../features/outbox/tables.ts';
import type { PartnerTables } from '../features/partners/tables.ts';
import type { ProfileTables } from '../features/profile/tables.ts';
import type { ScheduleTables } from '../features/schedule/tables.ts';
import type { ReferenceTables } from '../features/reference/tables.ts';
import type { TimeOffTables } from '../features/time-off/tables.ts';
import type { TrackerTables } from '../features/tracker/tables.ts';
import type { CaseUpdateTables } from '../features/tracker/updates-tables.ts';
import type { OrganisationTables } from '../features/organisations/organisations-tables.ts';
import type { UserTables } from '../features/organisations/users-tables.ts';
import type { RoleTables } from '../features/organisations/roles-tables.ts';
import type { SettlementTables } from '../features/settlement/tables.ts';

/**
 * The database as the repositories see it, composed of the tables each part declares beside its
 * code (a feature's tables.ts, or plumbing's, such as the rate limiter's).
 * Both engines store the same types: ids are text (random UUIDs made by the server), times are
 * ISO-8601 UTC text from the injected clock, flags are 0/1 integers and structured values are JSON
 * text, so a row reads the same on SQLite and PostgreSQL.
 */
export interface Database
  extends OrganisationTables,
    UserTables,
    RoleTables,
    AuditTables,
    RateCounterTables,
    AuthTables,
    OutboxTables,
    NotificationTables,
    TrackerTables,
    CaseUpdateTables,
    DocumentTables,
    AssignmentTables,
    ReferenceTables,
    AssistantTables,
    FnolTables,
    TimeOffTables,
    PartnerTables,
    AppointmentLocationTables,
    PolicyTables,
    ClaimFileTables,
    ProfileTables,
    ScheduleTables,
    AssessmentTables,
    SettlementTables,
    MessageTables {}

// The row types repositories name, from one place whichever part declares them.
export type { OrganisationsTable } from '../features/organisations/organisations-tables.ts';
export type { UsersTable } from '../features/organisations/users-tables.ts';
export type { SessionsTable } from '../features/auth/tables.ts';
export type { OutboxTable } from '../features/outbox/tables.ts';
export type { TrackerCasesTable } from '../features/tracker/tables.ts';
export type { DocumentsTable } from '../features/documents/tables.ts';
export type {
  AssignmentsTable,
  AssignmentStatusesTable,
  ClaimFilesTable,
  StatusStintsTable,
  TimelineEntriesTable,
} from '../features/assignments/tables.ts';
export type { AiMessagesTable } from '../features/assistant/tables.ts';
export type { AbsencesTable } from '../features/time-off/tables.ts';
