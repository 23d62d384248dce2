/**
 * The first-game guide: what a newcomer should do next in the tutorial game, in plain words,
 * worked out from the pending decision and the public table (and the player's own hand), never
 * from the opponent's hidden cards. Pure: the panel (GuidePanel.tsx) shows it, the tests call it.
 *
 * Each step names the option it suggests (`option`, and the card to tap, `card`), so a reader or
 * a test can follow it; the step changes as soon as the game moves on. The lessons learnt so far
 * are read from the player's own log events, so a reload finds the guide where it was.
 */
import type { CardView, GameEvent, LocationView, Option, PlayerView } from '@stccg/engine';
import { answeredFor, facts, hasFacts } from '@stccg/engine';
import { cardNameIn, entriesByCard, isFinishOption } from './decisions.ts';

export type Lesson = 'turn' | 'move' | 'beam' | 'attempt' | 'dilemma';
export const LESSONS: readonly Lesson[] = ['turn', 'move', 'beam', 'attempt', 'dilemma'];
export const LESSON_TITLE: Record<Lesson, string> = {
  turn: 'Play a card, end the turn',
  move: 'Move a ship',
  beam: 'Beam to a planet',
  attempt: 'Attempt a mission',
  dilemma: 'Meet a dilemma',
};

export interface GuideStep {
  /** A stable name of the step ("report", "move", ...), for the panel and the tests. */
  key: string;
  title: string;
  /** What to do, in one or two sentences. */
  text: string;
  /** Why, or what just happened: a short aside. */
  note?: string;
  /** The suggested option's id in the pending decision. */
  option?: string;
  /** The card or place to tap on the table for it, when it has one. */
  card?: string;
  /** Where it goes, when that is a place on the table (a mission's location id). */
  target?: string;
  /** The lessons already learnt. */
  learnt: Lesson[];
  /** The guide is over: the player has seen every lesson. */
  finished: boolean;
}

type Log = readonly GameEvent[];

/** The lessons this player's own log events show as done. */
export function lessonsLearnt(log: Log, me: string): Lesson[] {
  const has = (f: (e: GameEvent) => boolean) => log.some((e) => e.data?.['player'] === me && f(e));
  const out: Lesson[] = [];
  if (has((e) => e.type === 'turnEnded')) out.push('turn');
  if (has((e) => e.type === 'shipMoved')) out.push('move');
  const planetSpot = (x: unknown) => typeof x === 'object' && x !== null && 'planet' in x && typeof (x as { planet: unknown }).planet === 'string';
  if (has((e) => e.type === 'cardsTransferred' && (planetSpot(e.data?.['to']) || planetSpot(e.data?.['from'])))) out.push('beam');
  if (has((e) => e.type === 'missionAttempted')) out.push('attempt');
  if (has((e) => e.type === 'dilemmaRevealed')) out.push('dilemma');
  return out;
}

/** What the player's attempt since `fromSeq` met: the events from the attempt on, in the log's words (null: no attempt). */
export function attemptStory(log: Log, me: string, fromSeq = 0): string | null {
  const start = log.findIndex((e) => e.type === 'missionAttempted' && e.data?.['player'] === me && e.seq >= fromSeq);
  if (start < 0) return null;
  const lines: string[] = [];
  for (let i = start + 1; i < log.length && lines.length < 4; i++) {
    const e = log[i] as GameEvent;
    if (e.type === 'turnEnded' || e.type === 'missionAttempted') break;
    if (/^(dilemma|personnel|awayTeam|attempt|mission|pointsScored)/.test(e.type) && e.type !== 'dilemmaRemains') lines.push(e.text.replace(/\.$/, ''));
  }
  return lines.length > 0 ? lines.join('. ') : null;
}

function missionFactsOf(loc: LocationView) {
  if (!hasFacts(loc.mission.def)) return null;
  const f = facts(loc.mission.def);
  return f.type === 'mission' ? f : null;
}

function ownPersonnel(view: PlayerView): { aboard: number; onPlanets: number; atOutposts: number } {
  const me = view.viewer;
  let aboard = 0;
  let onPlanets = 0;
  let atOutposts = 0;
  for (const loc of view.spaceline) {
    for (const o of loc.outposts) if (o.owner === me) atOutposts += o.crewCount;
    for (const s of loc.ships) if (s.owner === me) aboard += s.crewCount;
    onPlanets += (loc.planet[me] ?? []).filter((c) => c.type === 'personnel').length;
  }
  return { aboard, onPlanets, atOutposts };
}

function nameOf(view: PlayerView, id: string | undefined): string {
  if (!id) return 'it';
  for (const loc of view.spaceline) {
    if (loc.id === id || loc.mission.id === id) return loc.mission.name;
    for (const c of [...loc.outposts, ...loc.ships] as CardView[]) if (c.id === id) return c.name;
  }
  for (const p of Object.values(view.players)) for (const c of p.hand ?? []) if (c.id === id) return c.name;
  return 'it';
}

function locationName(view: PlayerView, loc: string): string {
  return view.spaceline.find((l) => l.id === loc)?.mission.name ?? 'that mission';
}

/** The planet mission the guide sends the first crewed ship to: the nearest one the player may attempt. */
function goalOf(view: PlayerView, from: number, options: readonly Option[], ship: string): Option | null {
  const moves = options.filter((o) => o.act.type === 'move' && o.act.ship === ship);
  let best: Option | null = null;
  let bestDist = Infinity;
  for (const o of moves) {
    if (o.act.type !== 'move') continue;
    const to = o.act.to;
    const i = view.spaceline.findIndex((l) => l.id === to);
    const loc = view.spaceline[i];
    if (!loc || loc.completedBy) continue;
    const f = missionFactsOf(loc);
    if (!f || f.missionType === 'space') continue;
    if (loc.owner !== view.viewer) continue;
    const d = Math.abs(i - from);
    if (d < bestDist) {
      best = o;
      bestDist = d;
    }
  }
  return best;
}

/**
 * The words of the button(s) to press for an option: its label; for an option listed under its
 * card (a card with several targets is one line in the option list), the card's line, then it.
 */
export function pressWords(view: PlayerView, options: readonly Option[], o: Option | undefined): string {
  if (!o) return '“”';
  const same = options.filter((x) => x.group === o.group && !isFinishOption(x));
  const line = entriesByCard(same, (id) => cardNameIn(view, id)).find((e) => e.kind === 'card' && e.options.includes(o));
  return line && line.kind === 'card' ? `“${line.label}”, then “${o.label}”` : `“${o.label}”`;
}

const WAITING: Omit<GuideStep, 'learnt' | 'finished'> = {
  key: 'wait',
  title: 'The computer is playing',
  text: 'Wait a moment: the computer takes its turn. Its moves appear in the log on the right.',
};

/**
 * The guide's step for this view and log. `log` is the player's whole log as the client holds it.
 */
export function guideStep(view: PlayerView, log: Log): GuideStep {
  const me = view.viewer;
  const learnt = lessonsLearnt(log, me);
  const done = (l: Lesson) => learnt.includes(l);
  const step = (s: Omit<GuideStep, 'learnt' | 'finished'>, finished = false): GuideStep => ({ ...s, learnt, finished });
  // over once every lesson is done and the turn of the first dilemma has ended (its story told)
  const firstDilemma = log.find((e) => e.type === 'dilemmaRevealed' && e.data?.['player'] === me);
  const all = LESSONS.every(done) && log.some((e) => e.type === 'turnEnded' && e.data?.['player'] === me && e.seq >= (firstDilemma?.seq ?? Infinity));
  if (view.result || (all && (view.pending?.player !== me || view.pending?.kind === 'main'))) {
    return step(
      {
        key: 'finished',
        title: 'You know the basics',
        text: 'You have played a card, moved a ship, beamed down, attempted a mission and met a dilemma. Finish this game as you like, or start a real one.',
        note: 'A mission is won by a team whose skills and attributes meet its requirements, after its dilemmas. The first to 100 points wins.',
      },
      true,
    );
  }
  const p = view.pending;
  if (!p || p.player !== me || !p.options || p.prompt === null) return step(WAITING);
  const options = p.options;
  // a response point with nothing to play: the server answers it in a moment
  if (answeredFor(p.kind, options, view.players[me]?.alwaysRespond ?? null) !== null) return step(WAITING);
  const first = options[0] as Option;
  const press = (o: Option | undefined) => pressWords(view, options, o);
  const pick = (o: Option | undefined, s: Omit<GuideStep, 'learnt' | 'finished' | 'option'>): GuideStep | null => (o ? step({ ...s, option: o.id, ...(o.card ? { card: o.card } : {}) }) : null);

  switch (p.kind) {
    case 'placeMission':
      return step({
        key: 'place-mission',
        title: 'Setup: lay out the spaceline',
        text: `Each player puts their missions in a row, the spaceline. Put this one at the ${first.act.type === 'place' ? first.act.end : 'left'} end: press ${press(first)}.`,
        note: 'Ships fly along the spaceline; each mission’s span says how far it is to cross.',
        option: first.id,
      });
    case 'seedDilemma':
      return step({
        key: 'seed-dilemma',
        title: 'Setup: hide dilemmas',
        text: `You hide dilemmas face down under your opponent’s missions; they meet them when they attempt those missions. Press ${press(first)}.`,
        option: first.id,
        ...(first.card ? { card: first.card } : {}),
      });
    case 'placeOutpost': {
      // an outpost at a space mission, so that a ship must fly to a planet
      const space = options.find((o) => {
        if (o.act.type !== 'outpost') return false;
        const at = o.act.at;
        const loc = view.spaceline.find((l) => l.id === at);
        return loc ? missionFactsOf(loc)?.missionType === 'space' : false;
      });
      const o = space ?? first;
      return step({
        key: 'place-outpost',
        title: 'Setup: build your outpost',
        text: `Your outpost is where new personnel and ships arrive. Press ${press(o)}.`,
        option: o.id,
        ...(o.card ? { card: o.card } : {}),
      });
    }
    case 'respond': {
      const pass = options.find((o) => o.group === 'pass' || o.act.type === 'pass') ?? first;
      return step({ key: 'respond', title: 'A chance to answer', text: `You may answer with an interrupt card, but there is no need now: press ${press(pass)}.`, option: pass.id });
    }
    case 'personaSwap': {
      const o = options.find((x) => x.act.type === 'done') ?? first;
      return step({ key: 'swap', title: 'Persona swap', text: `Nothing to swap now: press ${press(o)}.`, option: o.id });
    }
    case 'pickTransfer': {
      const o = options.find((x) => x.act.type === 'pickAll') ?? options.find((x) => x.act.type === 'pick') ?? first;
      return step({
        key: 'pick-transfer',
        title: 'Choose who goes',
        text: `Choose the cards to send: press ${press(o)}.`,
        note: 'Everyone who goes together acts together: an Away Team on a planet, a crew aboard a ship.',
        option: o.id,
        ...(o.card ? { card: o.card } : {}),
      });
    }
    case 'main':
      return mainStep(view, log, options, learnt, step, pick);
    default: {
      // a dilemma or a card asks for a choice: any is fine for a first game
      const o = options.find((x) => x.group !== 'done' && x.group !== 'pass' && x.act.type !== 'cancel') ?? first;
      return step({
        key: 'choose',
        title: 'A choice to make',
        text: `The game asks: “${p.prompt}”. For now, press ${press(o)}.`,
        option: o.id,
        ...(o.card ? { card: o.card } : {}),
      });
    }
  }
}

type StepFn = (s: Omit<GuideStep, 'learnt' | 'finished'>) => GuideStep;
type PickFn = (o: Option | undefined, s: Omit<GuideStep, 'learnt' | 'finished' | 'option'>) => GuideStep | null;

function mainStep(view: PlayerView, log: Log, options: readonly Option[], learnt: Lesson[], step: StepFn, pick: PickFn): GuideStep {
  const me = view.viewer;
  const press = (o: Option | undefined) => pressWords(view, options, o);
  const crew = ownPersonnel(view);
  const myShips = view.spaceline.flatMap((loc, i) => loc.ships.filter((s) => s.owner === me).map((s) => ({ ship: s, loc, i })));
  const attemptedThisTurn = log.some((e) => e.type === 'missionAttempted' && e.data?.['player'] === me && e.seq >= turnStartSeq(log, view.turn.number));
  const story = attemptStory(log, me, turnStartSeq(log, view.turn.number));

  // 1. the one card play of the turn
  const report = options.find((o) => o.act.type === 'play' && /^Report /.test(o.label));
  const commission = options.find((o) => o.act.type === 'play' && /^Commission /.test(o.label));
  const playShip = myShips.length === 0 && crew.atOutposts + crew.aboard + crew.onPlanets > 0 ? commission : undefined;
  const s1 =
    pick(playShip, {
      key: 'commission',
      title: 'Your turn: bring in a ship',
      text: `Commission ${nameOf(view, playShip?.card)} at your outpost: tap it in your hand, then ${press(playShip)}.`,
      note: 'You may play one card from your hand each turn. A ship needs personnel aboard to fly.',
    }) ??
    pick(report, {
      key: 'report',
      title: 'Your turn: report for duty',
      text: `Report ${nameOf(view, report?.card)} for duty at your outpost: tap ${nameOf(view, report?.card)} in your hand, then ${press(report)}.`,
      note: 'Each turn you may play one card from your hand: this is your card play. Personnel arrive at your outpost.',
    }) ??
    pick(commission, {
      key: 'commission',
      title: 'Your turn: bring in a ship',
      text: `Commission ${nameOf(view, commission?.card)} at your outpost: tap it in your hand, then ${press(commission)}.`,
      note: 'You may play one card from your hand each turn. A ship needs personnel aboard to fly.',
    });
  if (s1) return s1;

  // 2. orders: board the ship at the outpost
  const board = options.find((o) => {
    if (o.act.type !== 'beam' || !o.act.to.card || !o.act.from.card) return false;
    const to = o.act.to.card;
    return myShips.some((x) => x.ship.id === to && x.ship.crewCount === 0);
  });
  const s2 = pick(board, {
    key: 'board',
    title: 'Orders: crew your ship',
    text: `Send your personnel aboard: press ${press(board)} (or tap the outpost, then the ship).`,
    note: 'After the card play come orders, as many as you like: boarding, moving, beaming, attempting.',
  });
  if (s2) return s2;

  // 3. fly a crewed ship to a planet mission
  for (const { ship, loc, i } of myShips) {
    if (ship.crewCount === 0) continue;
    const here = missionFactsOf(loc);
    // a ship still at its outpost flies on once, so that the lesson on moving comes first
    const atOutpost = loc.outposts.some((o) => o.owner === me) && !learnt.includes('move');
    if (here && here.missionType !== 'space' && loc.owner === me && !loc.completedBy && !atOutpost) continue;
    const goal = goalOf(view, i, options, ship.id);
    if (goal && goal.act.type === 'move') {
      const to = goal.act.to;
      return step({
        key: 'move',
        title: 'Orders: fly to a planet',
        text: `Move ${ship.name} to ${locationName(view, to)}: tap the ship, then the mission ${locationName(view, to)} (or press ${press(goal)}).`,
        note: `A ship flies as far as its RANGE allows each turn (${ship.name} has ${ship.rangeLeft} left): each mission it passes costs its span.`,
        option: goal.id,
        card: ship.id,
        target: to,
      });
    }
  }

  // 4. beam down from a ship at a planet mission
  const beamDown = options.find((o) => {
    if (o.act.type !== 'beam' || !o.act.to.planet || !o.act.from.card) return false;
    const from = o.act.from.card;
    return myShips.some((x) => x.ship.id === from && x.ship.crewCount > 0);
  });
  if (beamDown && !attemptedThisTurn && beamDown.act.type === 'beam') {
    const at = beamDown.act.to.planet as string;
    return step({
      key: 'beam',
      title: 'Orders: beam down',
      text: `Beam your crew to the planet at ${locationName(view, at)}: press ${press(beamDown)}, then choose who goes.`,
      note: 'Personnel on a planet form an Away Team; only an Away Team can attempt a planet mission.',
      option: beamDown.id,
      ...(beamDown.card ? { card: beamDown.card } : {}),
    });
  }

  // 5. attempt
  const attempt = options.find((o) => o.act.type === 'attempt');
  if (attempt && !attemptedThisTurn && attempt.act.type === 'attempt') {
    const loc = view.spaceline.find((l) => l.id === (attempt.act as { mission: string }).mission);
    const f = loc ? missionFactsOf(loc) : null;
    return step({
      key: 'attempt',
      title: 'Orders: attempt the mission',
      text: `Attempt ${loc?.mission.name ?? 'the mission'}: press ${press(attempt)}.`,
      note: `${f ? `To complete it your team needs ${f.requirementsFormula} (see the mission card). ` : ''}First the team faces the dilemmas hidden under it, one by one.`,
      option: attempt.id,
      ...(attempt.target ? { card: attempt.target } : {}),
    });
  }

  // 6. end the turn
  const end = options.find((o) => o.act.type === 'endTurn') ?? options.find((o) => o.group === 'end') ?? (options[0] as Option);
  const afterDilemma = attemptedThisTurn && story;
  return step({
    key: afterDilemma ? 'dilemma' : 'end-turn',
    title: afterDilemma ? 'What the dilemma did' : 'End your turn',
    text: `${afterDilemma ? 'That is the attempt for this turn. ' : 'Nothing more to do this turn. '}Press ${press(end)}: you draw a card and the computer plays.`,
    ...(afterDilemma ? { note: `${story}. A dilemma tests the team; a team it stops can try again on a later turn.` } : { note: 'Ending your turn always draws you one card, so your hand grows for the next card play.' }),
    option: end.id,
  });
}

/** The seq at which this turn began (the last turnStarted event), or 0. */
function turnStartSeq(log: Log, turn: number): number {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as GameEvent;
    if (e.type === 'turnStarted' && (e.data?.['turn'] === undefined || e.data['turn'] === turn)) return e.seq;
  }
  return 0;
}
