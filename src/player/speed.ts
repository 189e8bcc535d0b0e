import { PLAYER_SPEED_KEY } from "../learner/keys";

/**
 * The learner's speed (./index.ts): the one they chose in a player's own menu, kept beside the list, not in it (a
 * speed is not a change for the backup clock), and given to the next player they open.
 */

export function keepSpeed(rate: number): void {
  try {
    if (rate === 1) localStorage.removeItem(PLAYER_SPEED_KEY);
    else localStorage.setItem(PLAYER_SPEED_KEY, String(rate));
  } catch {
    // Kept nowhere: the next player plays at its own speed.
  }
}

/** The speed kept, when it is one a player takes (above 0, at most 4) and not the usual 1. */
export function keptSpeed(): number | undefined {
  try {
    const rate = Number(localStorage.getItem(PLAYER_SPEED_KEY));
    return rate > 0 && rate !== 1 && rate <= 4 ? rate : undefined;
  } catch {
    return undefined;
  }
}
