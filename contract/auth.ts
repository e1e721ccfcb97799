import * as v from 'valibot';
import { BrandingSchema } from './branding.ts';
import { AppMetadataSchema } from './organisation.ts';
import { MAX_PASSWORD_LENGTH } from './password-policy.ts';

const Password = v.pipe(v.string(), v.maxLength(MAX_PASSWORD_LENGTH, 'error.auth.passwordTooLong'));
const Username = v.pipe(v.string(), v.trim(), v.minLength(1, 'error.auth.usernameRequired'), v.maxLength(200));
const IsoTime = v.string();

/** The signed-in user's profile. */
const ProfileSchema = v.object({
  username: v.string(),
  full_name: v.string(),
  nickname: v.string(),
  user_id: v.string(),
  org_name: v.string(),
  org_code: v.string(),
  org_type: v.picklist(['primary', 'other']),
  language: v.picklist(['en', 'ro']),
  branding: BrandingSchema,
  app_metadata: AppMetadataSchema,
  roles: v.array(v.string()),
  config_assistants_roles: v.array(v.string()),
  user_metadata: v.record(v.string(), v.unknown()),
  is_expired: v.boolean(),
  is_default_pass: v.boolean(),
  is_external: v.boolean(),
  replaced_users: v.array(v.object({ user_id: v.string(), username: v.string(), full_name: v.string() })),
  impersonated_by_user_id: v.nullable(v.string()),
  replaced_user_full_name: v.nullable(v.string()),
  /** 'guest' for guest contexts; the username otherwise. */
  name: v.string(),
  /** In a preview session (app previewer): the roles shown, read-only; null otherwise. */
  preview_roles: v.optional(v.nullable(v.array(v.string())), null),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const AppTokenRequestSchema = v.object({
  username: Username,
  password: v.pipe(Password, v.minLength(1, 'error.auth.passwordRequired')),
});

export const ExternalTokenRequestSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(16_384)),
  orgCode: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
});

/** The answer to a successful sign-in. */
export const AuthResponseSchema = v.object({
  idToken: v.string(),
  refreshToken: v.string(),
  profile: ProfileSchema,
  one_time_password_required: v.boolean(),
});
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

/**
 * POST /api/auth/refreshToken. The refresh token normally travels in the HttpOnly cookie; the
 * body field stays accepted for API clients. An impersonation switch adds the two user ids.
 */
export const RefreshTokenRequestSchema = v.object({
  refresh_token: v.optional(v.pipe(v.string(), v.maxLength(200))),
  impersonated_by_user_id: v.optional(v.nullable(v.string())),
  new_user_id: v.optional(v.string()),
});

/** A session's tokens with the profile they belong to. */
export const TokensSchema = v.object({ idToken: v.string(), refreshToken: v.string(), profile: ProfileSchema });
export type Tokens = v.InferOutput<typeof TokensSchema>;

export const CheckPassRequestSchema = v.object({ password: Password });
export const CheckPassResponseSchema = v.object({ passValid: v.boolean() });

export const UpdatePassRequestSchema = v.object({ password: Password, old_password: Password });
export const UpdatePassResponseSchema = v.object({
  passUpdated: v.boolean(),
  errorMessage: v.string(),
  profile: v.optional(ProfileSchema),
  idToken: v.optional(v.string()),
  refreshToken: v.optional(v.string()),
});
export type UpdatePassResponse = v.InferOutput<typeof UpdatePassResponseSchema>;

export const RenewRequestSchema = v.object({ password: Password });
/** The answer to a password renewal: whether it changed, and why not. */
const RenewResponseSchema = v.object({ passUpdated: v.boolean(), errorMessage: v.string() });
export type RenewResponse = v.InferOutput<typeof RenewResponseSchema>;

export const VerifyOneTimePasswordRequestSchema = v.object({
  code: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((code) => String(code).trim()),
    v.regex(/^\d{6}$/, 'error.auth.codeFormat'),
  ),
});

/** The answer to a one-time password request. */
export const OneTimePasswordResponseSchema = v.object({
  code_generated: v.boolean(),
  block_until: v.nullable(IsoTime),
  expire_time: v.nullable(IsoTime),
  newAuthContext: v.nullable(TokensSchema),
  success: v.boolean(),
  is_blocked: v.boolean(),
  /** Set when generating the code failed and the account was locked. */
  generation_failed: v.optional(v.boolean()),
  /** When a code was sent: the time from which a new one may be asked for (asking sooner sends none). */
  resend_after: v.optional(v.nullable(IsoTime)),
});
export type OneTimePasswordResponse = v.InferOutput<typeof OneTimePasswordResponseSchema>;

/** GET /api/config/myBrowser: what the server sees of the caller's browser. */
export const MyBrowserResponseSchema = v.object({ address: v.string(), user_agent: v.string(), language: v.string() });

/** The refresh token's cookie: HttpOnly, so page scripts can never read it. */
export const REFRESH_COOKIE = 'claims_refresh';

/**
 * A cookie page scripts may read, set beside the refresh cookie with a new random value at each
 * rotation (it carries nothing of the token): a page can tell by it whether the refresh an earlier
 * page left unfinished has landed its new cookie yet.
 */
export const REFRESH_TURN_COOKIE = 'claims_session_turn';

/**
 * The device cookie of a browser that signed in before (HttpOnly, path /api/auth): it exempts that
 * browser from locks others' failures cause, within a small failure budget of its own.
 */
export const DEVICE_COOKIE = 'claims_device';
