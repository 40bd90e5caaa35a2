/**
 * The one lookup every state table of the domains shares (deposit-states, withdrawal-states,
 * issue-states, round-states): the transition an event makes from a state, or why there is
 * none. `already`: the state is where the event leads (a retry); `illegal`: the event has no
 * transition from there.
 */
export function stepOf<S extends string, E extends string, T extends { from: S; event: E; to: S }>(
  table: readonly T[],
  from: S,
  event: E,
):
  | { allowed: true; transition: T }
  | { allowed: false; refusal: 'already' | 'illegal'; from: S; event: E } {
  const transition = table.find((t) => t.from === from && t.event === event);
  if (transition) return { allowed: true, transition };
  const already = table.some((t) => t.event === event && t.to === from);
  return { allowed: false, refusal: already ? 'already' : 'illegal', from, event };
}
