import { interpolate } from '../../lib/interpolate.ts';
import type { FnolPolicyNote } from '../../lib/fnol/claim-form-register.ts';
import type { Messages } from './fnol-keys.ts';

/**
 * What the register holds for the number and plate typed: the vehicle, as the register writes
 * them, and whether the name given is the holder's (the holder's name itself is not told).
 */
export function FnolRegisterFound({
  found,
  brand,
  messages: m,
}: {
  found: NonNullable<NonNullable<FnolPolicyNote>['registered']>;
  /** The brand the visitor chose, by name. */
  brand: string;
  messages: Messages;
}) {
  const holder =
    found.holder_matches === undefined ? null : m[found.holder_matches ? 'fnol.holderMatches' : 'fnol.holderDiffers'];
  // The register names the make first ("Dacia Duster"): another make chosen is worth a look.
  const brandDiffers = Boolean(brand && found.vehicle && !found.vehicle.toLowerCase().startsWith(brand.toLowerCase()));
  const differs = found.holder_matches === false || brandDiffers;
  return (
    <div
      className={`mt-2 rounded border-l-4 p-3 ${
        differs ? 'border-amber-600 bg-amber-50 text-amber-950' : 'border-green-700 bg-green-50 text-green-900'
      }`}
      data-testid="fnol-register-found"
    >
      <p>
        {interpolate(m['fnol.registerFound'], {
          vehicle: found.vehicle || found.plate,
          plate: found.plate,
          policy_no: found.policy_no,
        })}
      </p>
      {holder && <p>{holder}</p>}
      {brandDiffers && <p>{interpolate(m['fnol.brandDiffers'], { brand })}</p>}
    </div>
  );
}
