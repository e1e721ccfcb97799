/**
 * How the insurer's figure is reached, line by line, from the approved note: the repair total,
 * less the VAT a claimant who recovers it gets back from the state, less the policy's deductible
 * (CASCO only: a third party's claim under RCA carries none), plus or minus adjustments each with
 * its reason. When the repair costs at least the organisation's share of the vehicle's value, the
 * vehicle is a total loss: its value less what the wreck still fetches replaces the repair total.
 */
export type FigureLineKey =
  | 'repair_total'
  | 'vat_recovered'
  | 'vehicle_value'
  | 'salvage_value'
  | 'deductible'
  | 'adjustment';

export interface FigureLine {
  key: FigureLineKey;
  amount_minor: number;
  reason?: string;
}

export type FigureBasis = 'none' | 'repair' | 'total_loss';

export interface Figure {
  basis: FigureBasis;
  lines: FigureLine[];
  total_minor: number;
  /** The repair total's share of the vehicle's value, in basis points, when both are known. */
  repair_share_basis_points: number | null;
}

export interface FigureInputs {
  approved: { total: number; vat: number } | null;
  product: string;
  deductible_minor: number;
  vat_recoverable: boolean;
  vehicle_value_minor: number | null;
  salvage_value_minor: number | null;
  adjustments: readonly { amount_minor: number; reason: string }[];
  total_loss_basis_points: number;
}

/** Only a CASCO policy's deductible is taken off: it is the insured's own cover. */
const DEDUCTIBLE_PRODUCTS = new Set(['CASCO']);

export function figureOf(inputs: FigureInputs): Figure {
  const { approved } = inputs;
  if (!approved) return { basis: 'none', lines: [], total_minor: 0, repair_share_basis_points: null };
  const value = inputs.vehicle_value_minor;
  const share = value && value > 0 ? Math.floor((approved.total * 10_000) / value) : null;
  const totalLoss = share !== null && share >= inputs.total_loss_basis_points;
  const lines: FigureLine[] = totalLoss
    ? [
        { key: 'vehicle_value', amount_minor: value ?? 0 },
        { key: 'salvage_value', amount_minor: -(inputs.salvage_value_minor ?? 0) },
      ]
    : [
        { key: 'repair_total', amount_minor: approved.total },
        ...(inputs.vat_recoverable && approved.vat > 0
          ? [{ key: 'vat_recovered' as const, amount_minor: -approved.vat }]
          : []),
      ];
  if (DEDUCTIBLE_PRODUCTS.has(inputs.product) && inputs.deductible_minor > 0)
    lines.push({ key: 'deductible', amount_minor: -inputs.deductible_minor });
  for (const adjustment of inputs.adjustments)
    lines.push({ key: 'adjustment', amount_minor: adjustment.amount_minor, reason: adjustment.reason });
  const sum = lines.reduce((total, line) => total + line.amount_minor, 0);
  return {
    basis: totalLoss ? 'total_loss' : 'repair',
    lines,
    total_minor: Math.max(0, sum),
    repair_share_basis_points: share,
  };
}
