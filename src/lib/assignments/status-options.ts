import type { StatusChoice } from '../../../contract/worklist-narrowing.ts';

/**
 * What the worklist's status filter offers, as [code, name]: the chosen type's statuses in its
 * workflow order, or with every type each code once, in the order it first comes. One code may be
 * named differently per type ("In progress", "Assessing"): its names are then joined, so each
 * option says what it lists.
 */
export function statusOptions(choices: readonly StatusChoice[], type: string | null): [string, string][] {
  const names = new Map<string, string[]>();
  for (const choice of choices) {
    if (type && choice.assignment_type !== type) continue;
    const known = names.get(choice.code) ?? [];
    if (!known.includes(choice.name)) known.push(choice.name);
    names.set(choice.code, known);
  }
  return [...names].map(([code, named]) => [code, named.join(' / ')]);
}

/** Whether a status may stay chosen when the type becomes `type`: it is one of that type's (or no type is chosen). */
export const isStatusOfType = (choices: readonly StatusChoice[], code: string, type: string | null) =>
  !type || choices.some((choice) => choice.assignment_type === type && choice.code === code);
