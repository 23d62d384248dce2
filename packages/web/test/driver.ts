/**
 * A simple player for the browser tests: picks among the offered options with a plain plan
 * (report personnel and ships, fly a crewed ship to a planet mission, beam everyone down,
 * attempt), so a game reaches a mission attempt in a few turns. It sees only the options. It
 * attempts a mission, once a turn, with a big enough team: an Away Team on a planet, or the crew
 * of a ship or facility at a space mission (a constructed game: its outposts sit at space missions,
 * so without those attempts nobody scores and a game ends 0 to 0 when a draw deck runs out).
 */
export interface DriverOption {
  id: string;
  label: string;
  card?: string;
  target?: string;
  group?: string;
}

export interface DriverMemory {
  /** Missions attempted, per turn ("turn:loc"). */
  attempted: Set<string>;
  /** Ships already sent somewhere this turn. */
  moved: Set<string>;
  /** Planet locations known to be planet missions (targets of beam options seen). */
  planets: Set<string>;
}

export function newMemory(): DriverMemory {
  return { attempted: new Set(), moved: new Set(), planets: new Set() };
}

/**
 * The number of personnel an attempt option sends, read from its words: an Away Team's "with N
 * personnel", or a space mission's "with the N personnel aboard <ship or facility>"; 0 when the
 * label names none.
 */
export function attemptTeamSize(label: string): number {
  return Number(/\bwith (?:the )?(\d+) personnel\b/.exec(label)?.[1] ?? 0);
}

export function choose(kind: string, options: readonly DriverOption[], turn: number, mem: DriverMemory, minTeam = 4): DriverOption {
  const by = (f: (o: DriverOption) => boolean) => options.find(f);
  const first = options[0] as DriverOption;
  for (const o of options) if (o.target?.startsWith('planet:')) mem.planets.add(o.target.slice(7));
  if (kind === 'respond') return by((o) => o.group === 'pass') ?? first;
  if (kind === 'pickAttackers') return by((o) => o.id === 'cancel') ?? by((o) => o.id === 'done') ?? first;
  if (kind === 'pickTransfer') return by((o) => o.id === 'all') ?? by((o) => o.id === 'done') ?? by((o) => o.group === 'pick') ?? first;
  if (kind !== 'main') return by((o) => o.id === 'done') ?? by((o) => o.group !== 'done' && o.group !== 'pass') ?? first;
  const report = by((o) => o.group === 'play' && /^Report /.test(o.label)) ?? by((o) => o.group === 'play' && /^Commission /.test(o.label));
  if (report) return report;
  const attempt = by((o) => o.group === 'attempt' && !mem.attempted.has(`${turn}:${o.target}`) && attemptTeamSize(o.label) >= minTeam);
  if (attempt) {
    mem.attempted.add(`${turn}:${attempt.target}`);
    return attempt;
  }
  const beamDown = by((o) => o.group === 'beam' && !!o.target?.startsWith('planet:') && !mem.attempted.has(`${turn}:${o.target.slice(7)}`));
  if (beamDown) return beamDown;
  // cards are named by handles, so the outpost is known by the option's words
  const board = by((o) => o.group === 'beam' && /^Load from /.test(o.label));
  if (board) return board;
  const move = by((o) => o.group === 'move' && !!o.card && !mem.moved.has(`${turn}:${o.card}`) && !!o.target && !mem.attempted.has(`${turn - 2}:${o.target}`));
  if (move && move.card) {
    mem.moved.add(`${turn}:${move.card}`);
    return move;
  }
  return by((o) => o.group === 'end') ?? first;
}
