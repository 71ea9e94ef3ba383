import type { ActualControllerResult, ControlLink, ControlUndecided } from '@esee/contracts';
import type { Holding, OwnershipGraph } from './ownership';

/** The largest holders a control answer names as checked. */
const CHECKED_HOLDERS = 5;

/** The holder that controls a company: over 50%, else the largest holder when it is the only largest. */
export function controllingHolder(
  holdings: readonly Holding[],
): { holding: Holding; basis: ControlLink['basis'] } | null {
  if (holdings.length === 0) return null;
  const sorted = byShare(holdings);
  const top = sorted[0]!;
  if (top.ratio > 0.5) return { holding: top, basis: 'majority' };
  if (sorted.length > 1 && sorted[1]!.ratio === top.ratio) return null;
  return { holding: top, basis: 'largest' };
}

const byShare = (holdings: readonly Holding[]) => [...holdings].sort((a, b) => b.ratio - a.ratio);
const checked = (h: Holding) => ({ holder: h.holder, ratio: h.ratio });

/**
 * The actual controller (实际控制人): walk up from the company, at each link to the holder that controls it,
 * until a natural person or a company nobody controls. Control does not dilute along the chain; the product
 * of shares is reported beside it. A chain that comes back to an entity it passed stops there.
 */
export async function actualController(
  graph: OwnershipGraph,
  companyId: string,
  maxDepth = 10,
): Promise<ActualControllerResult> {
  const chain: ControlLink[] = [];
  let current = await graph.entity(companyId);
  const seen = new Set<string>();
  let stopped: ActualControllerResult['stopped'] = null;
  let undecided: ControlUndecided | null = null;
  while (current && current.kind === 'C') {
    seen.add(current.id);
    if (chain.length >= maxDepth) {
      stopped = 'depth';
      break;
    }
    const holdings = await graph.holdersOf(current.id);
    const control = controllingHolder(holdings);
    if (!control) {
      undecided = { company: current, holders: byShare(holdings).slice(0, CHECKED_HOLDERS).map(checked) };
      break;
    }
    if (seen.has(control.holding.holder.id)) {
      stopped = 'cycle';
      break;
    }
    chain.push({
      holder: control.holding.holder,
      company: current,
      ratio: control.holding.ratio,
      basis: control.basis,
      next:
        byShare(holdings)
          .filter((h) => h !== control.holding)
          .map(checked)[0] ?? null,
    });
    current = control.holding.holder;
  }
  const top = chain.at(-1)?.holder ?? null;
  // A company at the top controls only if it is not itself in a loop or cut off; a person always does.
  const controller = top && stopped === null ? top : top?.kind === 'P' ? top : null;
  return { controller, chain, share: chain.reduce((s, l) => s * l.ratio, 1), stopped, undecided };
}
