/**
 * Filling a lineup's empty positions in one tap (#29 item 8): each empty position, in the formation's order, takes
 * the first player not yet placed whose preferred position is of its kind (goalkeeper, defender, midfielder,
 * forward); failing that, the first outfield player (a goalkeeper stays out of the outfield while another will do);
 * failing that, whoever is left. Players already placed stay where they are.
 */

type Kind = 'goalkeeper' | 'defender' | 'midfielder' | 'forward' | null;

/** The kind of a formation position ('Left Back', 'Centre Midfielder', 'Striker', ...). */
function positionKind(name: string): Kind {
  const n = name.toLowerCase();
  if (n.includes('goalkeeper')) return 'goalkeeper';
  if (n.includes('back') || n.includes('defender')) return 'defender';
  if (n.includes('midfield')) return 'midfielder';
  if (n.includes('striker') || n.includes('forward') || n.includes('winger')) return 'forward';
  return null;
}

/** The kind of a player's preferred position, as a club writes it ('Goalkeeper', 'Defence', 'Wing', ...). */
function playerKind(preferred: string): Kind {
  const p = preferred.toLowerCase();
  if (p.includes('keeper') || p === 'gk') return 'goalkeeper';
  if (p.includes('defen') || p.includes('back')) return 'defender';
  if (p.includes('midfield')) return 'midfielder';
  if (p.includes('forward') || p.includes('striker') || p.includes('wing') || p.includes('attack')) return 'forward';
  return null;
}

/** The placements (position id → player id) with every empty position filled where a player is left. */
export function fillLineup(
  positions: readonly { id: number; position_name: string }[],
  players: readonly { player_id: number; preferred_position: string }[],
  placements: ReadonlyMap<number, number>,
): Map<number, number> {
  const filled = new Map(placements);
  const placed = new Set(filled.values());
  const left = () => players.filter((p) => !placed.has(p.player_id));
  for (const position of positions) {
    if (filled.has(position.id)) continue;
    const kind = positionKind(position.position_name);
    const candidates = left();
    const choice =
      candidates.find((p) => kind !== null && playerKind(p.preferred_position) === kind) ??
      (kind === 'goalkeeper' ? undefined : candidates.find((p) => playerKind(p.preferred_position) !== 'goalkeeper')) ??
      candidates[0];
    if (!choice) break;
    filled.set(position.id, choice.player_id);
    placed.add(choice.player_id);
  }
  return filled;
}
