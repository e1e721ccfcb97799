/**
 * How the settings forms label their fields, by a field's path in what they save: the conflict
 * panel names what someone else saved in the words the form shows, not the API's keys.
 */
type Words = Record<string, string>;

/** The label of a field of the branding section (each field has a label of the same name). */
export const brandingLabel = (m: Words) => (path: string) => m[`config.branding.${path}`];

/** `en.title` is "English: Title": the tracker's texts come in both languages side by side. */
export const trackerLabel = (m: Words) => (path: string) => {
  const [lang, ...rest] = path.split('.');
  const field = rest.join('.');
  const name =
    field === 'security.message'
      ? m['config.tracker.security']
      : field === 'security.error_message'
        ? m['config.tracker.securityError']
        : field === 'steps'
          ? m['config.tracker.step']
          : field === 'action.name'
            ? m['config.tracker.actionName']
            : field === 'action.url'
              ? m['config.tracker.actionUrl']
              : field.startsWith('action')
                ? m['config.tracker.action']
                : m[`config.tracker.${field}`];
  const language = m[`config.language.${lang}`];
  return name && language ? `${language}: ${name}` : undefined;
};

export const assistantLabel = (m: Words) => (path: string) =>
  path === 'enable_ai_assistant'
    ? m['config.assistant.enabled']
    : path === 'assistant_roles'
      ? m['config.assistant.roleChoice']
      : undefined;

/** The allow-list is saved as one list: its only field is the whole of it. */
export const ipAllowListLabel = (m: Words) => () => m['config.ipAllowList.entries'];

const USER_LABELS: Record<string, string> = {
  username: 'config.users.username',
  full_name: 'config.users.fullName',
  email: 'config.users.email',
  language: 'config.users.language',
  roles: 'config.users.rolesColumn',
  work_group: 'config.users.workGroup',
  locked: 'config.users.state',
  password: 'config.users.newPassword',
};

export const userLabel = (m: Words) => (path: string) => {
  const key = USER_LABELS[path];
  return key ? m[key] : undefined;
};
