/**
 * Which option groups of the decision panel the player opened or closed: remembered per group
 * key ("play", "move", ...) in this browser, so a group opened once stays open from decision to
 * decision and from turn to turn. A group the player never touched follows the panel's default.
 */
export type OpenChoices = Readonly<Record<string, boolean>>;

const KEY = 'stccg.openGroups';

/** Open by default: few options in all, or a short group, or the only group. */
export function openByDefault(groups: number, options: number, inGroup: number): boolean {
  return groups === 1 || options <= 14 || inGroup <= 8;
}

/** Whether a group shows open: the player's own choice for it, else the default. */
export function isGroupOpen(choices: OpenChoices, group: string, byDefault: boolean): boolean {
  return choices[group] ?? byDefault;
}

/** The choices with one group's new state. */
export function withChoice(choices: OpenChoices, group: string, open: boolean): OpenChoices {
  return { ...choices, [group]: open };
}

/** Reads stored choices; anything unreadable counts as none. */
export function parseChoices(raw: string | null | undefined): OpenChoices {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function loadChoices(): OpenChoices {
  return parseChoices(storage()?.getItem(KEY));
}

export function saveChoices(choices: OpenChoices): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(choices));
  } catch {
    /* a full or blocked storage: remembered for this page only */
  }
}
