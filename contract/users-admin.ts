import * as v from 'valibot';
import { LANGUAGES } from './languages.ts';
import { emailField, requiredText } from './fields.ts';
import { MAX_PASSWORD_LENGTH } from './password-policy.ts';
import { RoleCodeSchema } from './role-catalogue.ts';
import { ROLES } from './roles.ts';

/**
 * Users and roles (/config, users section). Roles are chosen from the organisation's catalogue
 * (role-catalogue.ts): the server refuses a code it does not know. The app-wide roles are granted
 * only by an app configurator.
 */
export const APP_WIDE_ROLES: readonly string[] = [ROLES.appConfigurator, ROLES.appPreviewer];

const WorkGroupSchema = v.nullable(
  v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/, 'error.user.workGroupFormat')),
);

const userFields = {
  full_name: requiredText(120, 'error.user.fullNameRequired'),
  email: v.nullable(emailField()),
  language: v.picklist(LANGUAGES, 'error.user.language'),
  roles: v.pipe(v.array(RoleCodeSchema), v.maxLength(30, 'error.role.tooMany')),
  work_group: WorkGroupSchema,
};

export const UpdateUserSchema = v.object(userFields);
export type UpdateUser = v.InferOutput<typeof UpdateUserSchema>;

export const CreateUserSchema = v.object({
  ...userFields,
  /** None chosen: the user starts in the organisation's default language. */
  language: v.optional(v.nullable(userFields.language), null),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^[a-z0-9][a-z0-9._-]{2,59}$/, 'error.user.usernameFormat'),
  ),
  /** The first password: the user must replace it at the first sign-in. */
  password: v.pipe(
    v.string(),
    v.minLength(1, 'error.user.firstPasswordRequired'),
    v.maxLength(MAX_PASSWORD_LENGTH, 'error.user.passwordTooLong'),
  ),
});
export type CreateUser = v.InferOutput<typeof CreateUserSchema>;

export const ResetPasswordSchema = v.object({ password: CreateUserSchema.entries.password });

export const AdminUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  full_name: v.string(),
  email: v.nullable(v.string()),
  language: v.picklist(LANGUAGES),
  roles: v.array(v.string()),
  work_group: v.nullable(v.string()),
  locked: v.boolean(),
  is_external: v.boolean(),
  is_default_pass: v.boolean(),
  /** The user's version (also the ETag of answers about them): changes send it as If-Match. */
  version: v.number(),
  /** Whether the caller may act on this user: only an app configurator acts on a holder of an app-wide role. */
  manageable: v.boolean(),
});
export const AdminUsersSchema = v.array(AdminUserSchema);
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;
