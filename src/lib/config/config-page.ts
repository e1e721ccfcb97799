import type { OrganisationSettings } from '../../../contract/settings.ts';
import { createLoader } from '../pages/loader.ts';
import { fetchAudit, fetchOrganisation, fetchRoleCatalogue } from './api.ts';

/**
 * /config: the organisation's settings, one form per section, the roles it knows (which every
 * section picks roles from) and the audit log. Every change
 * writes an audit entry, so the log loads again after each; a section's save answers with all the
 * settings, which the page then shows.
 */
export function createConfigPage() {
  const organisation = createLoader(fetchOrganisation);
  const audit = createLoader(fetchAudit);
  const roles = createLoader(fetchRoleCatalogue);
  const changed = () => {
    void audit.load();
  };
  return {
    organisation,
    audit,
    roles,
    changed,
    saved(settings: OrganisationSettings) {
      organisation.set(settings);
      changed();
    },
    enter() {
      void organisation.load();
      void audit.load();
      void roles.load();
    },
    exit() {
      organisation.exit();
      audit.exit();
      roles.exit();
    },
  };
}

export type ConfigPage = ReturnType<typeof createConfigPage>;
