import type { Migration } from 'kysely/migration';
import * as foundation from './2026-11-21-foundation.ts';
import * as authentication from './2026-11-22-authentication.ts';
import * as notifications from './2026-11-22-notifications.ts';
import * as tracker from './2026-11-22-tracker.ts';
import * as assignments from './2026-11-23-assignments.ts';
import * as documentsAndGuests from './2026-11-24-documents-and-guests.ts';
import * as assistant from './2026-11-25-assistant.ts';
import * as intakeLimits from './2026-11-26-intake-limits.ts';
import * as audit from './2026-11-27-audit.ts';
import * as areas from './2026-11-28-areas.ts';
import * as reportFacts from './2026-11-29-report-facts.ts';
import * as assignmentVersionsAndTransitions from './2026-11-30-assignment-versions-and-transitions.ts';
import * as settingsVersions from './2026-12-01-settings-versions.ts';
import * as areaVersions from './2026-12-02-area-versions.ts';
import * as deviceCookies from './2026-12-03-device-cookies.ts';
import * as pruning from './2026-12-04-pruning.ts';
import * as passwordRuleMessages from './2026-12-05-password-rule-messages.ts';
import * as claimFilesAndPolicies from './2026-12-06-claim-files-and-policies.ts';
import * as userProfile from './2026-12-07-user-profile.ts';
import * as policiesSearch from './2026-12-08-policies-search.ts';
import * as claimFileOpenWork from './2026-12-10-claim-file-open-work.ts';
import * as assessmentNotes from './2026-12-11-assessment-notes.ts';
import * as appointments from './2026-12-12-appointments.ts';
import * as noteSubmitterInPerson from './2026-12-13-note-submitter-in-person.ts';
import * as linePhotos from './2026-12-21-line-photos.ts';
import * as plateSearch from './2026-12-21-plate-search.ts';
import * as reminderDay from './2026-12-22-reminder-day.ts';
import * as photoNames from './2026-12-24-photo-names.ts';
import * as scheduleVersions from './2026-12-26-schedule-versions.ts';
import * as trackerLanguagesAndHistory from './2026-12-28-tracker-languages-and-history.ts';
import * as intakeDuplicates from './2026-12-29-intake-duplicates.ts';
import * as caseUpdateSubscriptions from './2026-12-31-case-update-subscriptions.ts';
import * as intakePhotoKeys from './2027-01-01-intake-photo-keys.ts';
import * as outboxUnsubscribe from './2027-01-02-outbox-unsubscribe.ts';
import * as noteLineEditors from './2027-01-03-note-line-editors.ts';
import * as rateCounters from './2027-01-04-rate-counters.ts';
import * as guestKeyExpiry from './2027-01-05-guest-key-expiry.ts';
import * as outboxBinaryAttachments from './2027-01-06-outbox-binary-attachments.ts';
import * as settlement from './2027-01-06-settlement.ts';
import * as claimFileSearchTerms from './2027-01-07-claim-file-search-terms.ts';
import * as notificationAssignments from './2027-01-07-notification-assignments.ts';
import * as romanianDiacritics from './2027-01-07-romanian-diacritics.ts';
import * as vehicleBrandNames from './2027-01-08-vehicle-brand-names.ts';
import * as notificationLanguages from './2027-01-09-notification-languages.ts';
import * as organisationRoles from './2027-01-09-organisation-roles.ts';
import * as bookingStatusMoves from './2027-01-14-booking-status-moves.ts';
import * as customerMessages from './2027-01-15-customer-messages.ts';
import * as closedEverywhere from './2027-01-16-closed-everywhere.ts';
import * as documentDates from './2027-01-17-document-dates.ts';
import * as claimInjuries from './2027-01-18-claim-injuries.ts';

/** Every migration by name; names sort by date, which is the order they run in. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-foundation': foundation,
  '2026-11-22-authentication': authentication,
  '2026-11-22-notifications': notifications,
  '2026-11-22-tracker': tracker,
  '2026-11-23-assignments': assignments,
  '2026-11-24-documents-and-guests': documentsAndGuests,
  '2026-11-25-assistant': assistant,
  '2026-11-26-intake-limits': intakeLimits,
  '2026-11-27-audit': audit,
  '2026-11-28-areas': areas,
  '2026-11-29-report-facts': reportFacts,
  '2026-11-30-assignment-versions-and-transitions': assignmentVersionsAndTransitions,
  '2026-12-01-settings-versions': settingsVersions,
  '2026-12-02-area-versions': areaVersions,
  '2026-12-03-device-cookies': deviceCookies,
  '2026-12-04-pruning': pruning,
  '2026-12-05-password-rule-messages': passwordRuleMessages,
  '2026-12-06-claim-files-and-policies': claimFilesAndPolicies,
  '2026-12-07-user-profile': userProfile,
  '2026-12-08-policies-search': policiesSearch,
  '2026-12-10-claim-file-open-work': claimFileOpenWork,
  '2026-12-11-assessment-notes': assessmentNotes,
  '2026-12-12-appointments': appointments,
  '2026-12-13-note-submitter-in-person': noteSubmitterInPerson,
  '2026-12-21-line-photos': linePhotos,
  '2026-12-21-plate-search': plateSearch,
  '2026-12-22-reminder-day': reminderDay,
  '2026-12-24-photo-names': photoNames,
  '2026-12-26-schedule-versions': scheduleVersions,
  '2026-12-28-tracker-languages-and-history': trackerLanguagesAndHistory,
  '2026-12-29-intake-duplicates': intakeDuplicates,
  '2026-12-31-case-update-subscriptions': caseUpdateSubscriptions,
  '2027-01-01-intake-photo-keys': intakePhotoKeys,
  '2027-01-02-outbox-unsubscribe': outboxUnsubscribe,
  '2027-01-03-note-line-editors': noteLineEditors,
  '2027-01-04-rate-counters': rateCounters,
  '2027-01-05-guest-key-expiry': guestKeyExpiry,
  '2027-01-06-outbox-binary-attachments': outboxBinaryAttachments,
  '2027-01-06-settlement': settlement,
  '2027-01-07-claim-file-search-terms': claimFileSearchTerms,
  '2027-01-07-notification-assignments': notificationAssignments,
  '2027-01-07-romanian-diacritics': romanianDiacritics,
  '2027-01-08-vehicle-brand-names': vehicleBrandNames,
  '2027-01-09-notification-languages': notificationLanguages,
  '2027-01-09-organisation-roles': organisationRoles,
  '2027-01-14-booking-status-moves': bookingStatusMoves,
  '2027-01-15-customer-messages': customerMessages,
  '2027-01-16-closed-everywhere': closedEverywhere,
  '2027-01-17-document-dates': documentDates,
  '2027-01-18-claim-injuries': claimInjuries,
};
