// No schema library here: the public claim form imports this, and its JavaScript has a budget.

/** What the public form may learn of a policy it named by number and plate: whether it covers the day. */
export const PUBLIC_POLICY_STANDINGS = ['in_force', 'ended', 'cancelled', 'not_started'] as const;
export type PublicPolicyStanding = (typeof PUBLIC_POLICY_STANDINGS)[number];

/** The register's word on a day, as a visitor who typed the number and plate may read it. */
export function publicStandingOn(
  policy: { starts_on: string; ends_on: string; status: string },
  day: string,
): PublicPolicyStanding {
  if (policy.status === 'cancelled') return 'cancelled';
  if (day < policy.starts_on) return 'not_started';
  if (day > policy.ends_on || policy.status !== 'active') return 'ended';
  return 'in_force';
}

/**
 * What the policy check answers. A recognised policy also comes back as the register writes its
 * number and plate, with the vehicle's make and model (the visitor proved both already), and,
 * when a name was given, whether it is the holder's: the holder's name itself is never told.
 */
export interface PublicPolicyCheckAnswer {
  recognised: boolean;
  standing?: PublicPolicyStanding;
  policy_no?: string;
  plate?: string;
  vehicle?: string;
  holder_matches?: boolean;
}
