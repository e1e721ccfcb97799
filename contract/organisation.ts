import * as v from 'valibot';
import { DEFAULT_PASSWORD_POLICY, PasswordPolicySchema } from './password-policy.ts';

/** The organisation's app_metadata: its policy and feature switches. */
export const AppMetadataSchema = v.object({
  credentials: v.object({ password_policy: PasswordPolicySchema }),
  enable_user_impersonation: v.boolean(),
  enable_user_new_activities_notifications: v.boolean(),
  enable_ai_assistant: v.boolean(),
  /** The special-customers (partners) feature of the side menu. */
  enable_special_customers: v.optional(v.boolean(), false),
  /** Who may use the assistant, when it is enabled. */
  assistant_roles: v.optional(v.array(v.string()), []),
});

export type AppMetadata = v.InferOutput<typeof AppMetadataSchema>;

export const DEFAULT_APP_METADATA: AppMetadata = {
  credentials: { password_policy: DEFAULT_PASSWORD_POLICY },
  enable_user_impersonation: false,
  enable_user_new_activities_notifications: false,
  enable_ai_assistant: false,
  enable_special_customers: false,
  assistant_roles: [],
};

/** The external OpenID Connect provider an organisation trusts for /logincallback. */
export const OidcSettingsSchema = v.object({
  issuer: v.pipe(v.string(), v.url()),
  audience: v.string(),
  jwks_uri: v.pipe(v.string(), v.url()),
  /** The token claim that carries our username. */
  username_claim: v.optional(v.string(), 'preferred_username'),
});

export type OidcSettings = v.InferOutput<typeof OidcSettingsSchema>;
