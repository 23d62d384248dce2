/**
 * The game table as the real one is laid out: the spaceline across the middle, each player's
 * outpost, ships and Away Teams on that player's side of each location, the viewer's side at the
 * bottom with the hand under it, both seats' scores and piles above and below.
 */
import type { CardView, LocationView, OutpostView, PlayerId, PlayerView, SeatView, ShipView } from '@stccg/engine';
import { opponent } from '@stccg/engine';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { factsOrNull, seatName } from '../cards.ts';
import { checkMission, checkText, personnelBonuses, type Bonus, type MissionCheck } from '../teams.ts';
import { CardBack, CardChip } from './CardChip.tsx';
import { byKeyboard, stateAria, stateClasses, useTable } from './context.ts';
import { Mark } from './Mark.tsx';

export function Table({ view, bottom }: { view: PlayerView; bottom: PlayerId }) {
  const top = opponent(view, bottom);
  const t = useTable();
  const ends = ['left', 'right'].filter((e) => t.actionable.has(e) || t.targets.has(e));
  const scroller = useRef<HTMLDivElement>(null);
  // what the viewer's cards in play add to each of its personnel, for the requirement checks
  const bonus = useMemo(() => (view.viewer === 'spectator' ? null : personnelBonuses(view, view.viewer)), [view]);
  useFollowAction(scroller, [...t.targets, ...t.flash]);
  return (
    <div className="table" data-testid="table">
      <SeatBar view={view} seat={top} position="top" />
      <div className="spaceline-scroll" role="region" aria-label="Spaceline" tabIndex={-1} ref={scroller}>
        <div className="spaceline" style={{ gridTemplateColumns: `repeat(${view.spaceline.length + ends.length}, minmax(var(--col), 1fr))` }}>
          {ends.includes('left') && <EndSlot end="left" />}
          {view.spaceline.map((loc) => (
            <LocationColumn key={loc.id} loc={loc} top={top} bottom={bottom} viewer={view.viewer} bonus={bonus} />
          ))}
          {ends.includes('right') && <EndSlot end="right" />}
          {view.spaceline.length === 0 && <div className="spaceline-empty">The spaceline is empty: missions are placed during setup.</div>}
        </div>
      </div>
      <SeatBar view={view} seat={bottom} position="bottom" />
      <HandRow view={view} seat={bottom} />
    </div>
  );
}

/** The element of the spaceline that stands for an id an option or an event names. */
function spacelineElement(box: HTMLElement, id: string): Element | null {
  if (id === 'left' || id === 'right') return box.querySelector(`[data-end="${id}"]`);
  const loc = id.startsWith('planet:') ? id.slice(7) : id;
  return box.querySelector(`.mission[data-loc="${CSS.escape(loc)}"], [data-card="${CSS.escape(id)}"]`);
}

/**
 * Where the spaceline is wider than the screen, keeps the action in sight: when no target of the
 * choice (or, with none, nothing the latest events touched) is in view, scrolls the first one to
 * the middle. Only sideways: the page itself is not moved.
 */
function useFollowAction(ref: RefObject<HTMLDivElement | null>, ids: string[]) {
  const key = ids.join(' ');
  useEffect(() => {
    const box = ref.current;
    if (!box || !key || box.scrollWidth <= box.clientWidth) return;
    const found = key.split(' ').flatMap((id) => spacelineElement(box, id) ?? []);
    const first = found[0];
    if (!first) return;
    const view = box.getBoundingClientRect();
    const inView = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.right > view.left && r.left < view.right;
    };
    if (found.some(inView)) return;
    const r = first.getBoundingClientRect();
    box.scrollBy({ left: r.left - view.left - (view.width - r.width) / 2, behavior: 'smooth' });
  }, [ref, key]);
}

function EndSlot({ end }: { end: 'left' | 'right' }) {
  const t = useTable();
  return (
    <div className="end-slot" style={{ gridRow: '1 / span 3' }}>
      <button type="button" data-end={end} className={`end-button ${stateClasses(t, end)}`} onClick={(e) => t.click(end, byKeyboard(e))} aria-label={`Place at the ${end} end of the spaceline${t.targets.has(end) ? ', a destination' : ''}`} {...stateAria(t, end)}>
        {end === 'left' ? '⟵ Left end' : 'Right end ⟶'}
        <Mark id={end} />
      </button>
    </div>
  );
}

function LocationColumn({ loc, top, bottom, viewer, bonus }: { loc: LocationView; top: PlayerId; bottom: PlayerId; viewer: string; bonus: Bonus | null }) {
  return (
    <>
      <div className="side side-top" data-side={top}>
        <SideStuff loc={loc} owner={top} order="top" viewer={viewer} />
      </div>
      <MissionCard loc={loc} viewer={viewer} bonus={bonus} />
      <div className="side side-bottom" data-side={bottom}>
        <SideStuff loc={loc} owner={bottom} order="bottom" viewer={viewer} />
      </div>
    </>
  );
}

function SideStuff({ loc, owner, order, viewer }: { loc: LocationView; owner: PlayerId; order: 'top' | 'bottom'; viewer: string }) {
  const outposts = loc.outposts.filter((o) => o.owner === owner);
  const ships = loc.ships.filter((s) => s.owner === owner);
  // ships landed on the planet or carried in another ship (Engage Shuttle Operations): a line says where
  const parked = (loc.parked ?? []).filter((s) => s.owner === owner).map((s) => <ShipBox key={s.id} ship={s} place={parkedPlace(loc, s)} />);
  const space = [...outposts.map((o) => <OutpostBox key={o.id} outpost={o} />), ...ships.map((s) => <ShipBox key={s.id} ship={s} />), ...parked];
  const planet = <PlanetZone key="planet" loc={loc} owner={owner} clickable={viewer === owner} />;
  return <>{order === 'top' ? [...space, planet] : [planet, ...space]}</>;
}

function PlanetZone({ loc, owner, clickable }: { loc: LocationView; owner: PlayerId; clickable: boolean }) {
  const t = useTable();
  const team = loc.planet[owner] ?? [];
  const id = `planet:${loc.id}`;
  const live = clickable && (t.actionable.has(id) || t.targets.has(id));
  if (team.length === 0 && !live) return null;
  return (
    <div className={`planet-zone ${clickable ? stateClasses(t, id) : ''}`} data-planet={loc.id} data-owner={owner}>
      {clickable ? (
        <button type="button" className="zone-title" onClick={(e) => t.click(id, byKeyboard(e))} aria-label={`${seatName(owner)} Away Team on the planet at ${loc.mission.name}${t.targets.has(id) ? ', a destination' : ''}`} {...stateAria(t, id)}>
          ⊕ Planet · Away Team ({team.length})
          <Mark id={id} />
        </button>
      ) : (
        <span className="zone-title">⊕ {seatName(owner)} Away Team ({team.length})</span>
      )}
      <div className="zone-cards">
        {team.map((c) => (
          <CardChip key={c.id} card={c} />
        ))}
      </div>
    </div>
  );
}

function Crew({ crew, count, what }: { crew: CardView[] | null; count: number; what: string }) {
  if (crew === null) return <span className="crew-hidden">{count} aboard (hidden)</span>;
  if (crew.length === 0) return <span className="crew-empty">{what} empty</span>;
  return (
    <div className="crew">
      {crew.map((c) => (
        <CardChip key={c.id} card={c} />
      ))}
    </div>
  );
}

/** Whether a ship is cloaked: a constructed game's view carries the flag; the intro game's never does. */
export function isCloaked(ship: CardView): boolean {
  return ship.cloaked === true;
}

/** Where a landed or carried ship is, in words (Engage Shuttle Operations). */
export function parkedPlace(loc: LocationView, ship: ShipView): string {
  if (ship.landed) return `landed on the planet at ${loc.mission.name}`;
  const carrier = loc.ships.find((s) => s.id === ship.carriedBy);
  return `carried aboard ${carrier ? carrier.name : 'another ship'}`;
}

function ShipBox({ ship, place }: { ship: ShipView; place?: string }) {
  const t = useTable();
  const f = factsOrNull(ship.def);
  const range = f?.type === 'ship' ? f.range : null;
  const cloaked = isCloaked(ship);
  const note = [cloaked ? 'cloaked' : '', place ?? `RANGE ${ship.rangeLeft}${range !== null ? `/${range}` : ''} left`, ship.docked ? 'docked' : '', ship.noMoreMoves ? 'no more moves' : ''].filter(Boolean).join(' · ');
  return (
    <div className={['ship-box', t.flash.has(ship.id) ? 'is-flash' : '', cloaked ? 'is-cloaked' : '', place ? 'is-parked' : ''].filter(Boolean).join(' ')} data-ship={ship.id} data-cloaked={cloaked || undefined} data-place={place ? (ship.landed ? 'landed' : 'carried') : undefined}>
      <CardChip card={ship} note={note} size="full" />
      <Crew crew={ship.crew} count={ship.crewCount} what="Ship" />
      {ship.attached.length > 0 && (
        <div className="attached">
          {ship.attached.map((c) => (
            <CardChip key={c.id} card={c} />
          ))}
        </div>
      )}
    </div>
  );
}

function OutpostBox({ outpost }: { outpost: OutpostView }) {
  return (
    <div className="outpost-box" data-outpost={outpost.id}>
      <CardChip card={outpost} size="full" />
      <Crew crew={outpost.crew} count={outpost.crewCount} what={outpost.type === 'outpost' ? 'Outpost' : 'Facility'} />
      {outpost.attached.length > 0 && (
        <div className="attached">
          {outpost.attached.map((c) => (
            <CardChip key={c.id} card={c} />
          ))}
        </div>
      )}
    </div>
  );
}

const ICON: Record<string, string> = { federation: 'F', klingon: 'K', romulan: 'R', 'non-aligned': 'N' };

function MissionCard({ loc, viewer, bonus }: { loc: LocationView; viewer: string; bonus: Bonus | null }) {
  const t = useTable();
  // the viewer's own team here only: a spectator's view is checked for no one
  const check = bonus && viewer !== 'spectator' ? checkMission(loc, viewer, bonus) : null;
  const f = factsOrNull(loc.mission.def);
  const m = f?.type === 'mission' ? f : null;
  const hidden = loc.dilemmas.filter((d) => d === null || !d.revealed).length;
  const known = loc.dilemmas.filter((d): d is CardView => d !== null);
  // the viewer's own seeds still face down (shown to it by name below) and the others' face-down ones (a count)
  const mine = known.filter((d) => !d.revealed).length;
  const seeds = seedCountText(loc.dilemmas.length, mine, hidden - mine);
  const cls = ['mission', loc.gap ? 'is-gap' : '', `owner-${loc.owner}`, stateClasses(t, loc.id), loc.completedBy ? 'is-completed' : ''].filter(Boolean).join(' ');
  return (
    <div className={cls} data-loc={loc.id}>
      <button
        type="button"
        className="mission-face"
        onClick={(e) => {
          t.inspect(loc.mission);
          t.click(loc.id, byKeyboard(e));
        }}
        {...stateAria(t, loc.id)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && t.inspect(loc.mission)}
        onFocus={() => t.inspect(loc.mission)}
        aria-label={`${loc.gap ? `Gap in space ${loc.mission.name}, span ${loc.gap.span}, no mission` : `Mission ${loc.mission.name}`}${m ? `, span ${m.span}, ${m.points} points` : ''}${loc.completedBy ? `, completed by ${seatName(loc.completedBy)}` : ''}${loc.gap ? '' : `, ${mine > 0 ? seeds : `${hidden} face-down dilemmas`}`}${t.actionable.has(loc.id) ? ', has actions' : ''}${t.targets.has(loc.id) ? ', a destination' : ''}${check ? `, your team: ${checkText(check)}` : ''}`}
      >
        <span className="mission-top">
          <span className="mission-name">{loc.mission.name}</span>
        </span>
        {m && (
          <span className="mission-line">
            <span className="mission-type" aria-hidden="true" title={`${m.missionType} mission`}>
              {m.missionType === 'space' ? '✶' : m.missionType === 'dual' ? '◐' : '●'}
            </span>
            <span className="mission-points">{m.points} pts</span>
            <span className="mission-span">span {m.span}</span>
            <span className="mission-icons">
              {m.affiliationIcons.map((a) => (
                <span key={a} className={`icon tone-${a}`} title={a}>
                  {ICON[a] ?? '?'}
                </span>
              ))}
            </span>
          </span>
        )}
        {m && <span className="mission-req">{m.requirementsFormula}</span>}
        {loc.gap && (
          <span className="mission-line" data-testid="gap">
            <span className="mission-span">gap, span {loc.gap.span}</span>
            <span className="mission-req">no mission; a ship stopping here loses one personnel at random</span>
          </span>
        )}
        {check && <MissionCheckLine check={check} />}
        <Mark id={loc.id} />
        <span className="mission-foot">
          {loc.gap ? null : loc.completedBy ? (
            <span className={`badge badge-completed tone-${loc.completedBy}`}>✓ {seatName(loc.completedBy)}</span>
          ) : (
            <span className="dilemma-count" title={`Cards seeded under this mission: ${seeds}`} data-testid="seed-count" data-under={loc.dilemmas.length} data-face-down={hidden}>
              ⚠ {mine > 0 ? `${hidden} face down (${mine} yours)` : `${hidden} face down`}
            </span>
          )}
        </span>
      </button>
      {(known.length > 0 || loc.attached.length > 0) && (
        <div className="mission-extra">
          {known.map((d) => (
            <CardChip key={d.id} card={d} note={d.revealed ? 'revealed' : d.owner === viewer ? 'seeded by you' : 'seeded'} />
          ))}
          {loc.attached.map((c) => (
            <CardChip key={c.id} card={c} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The cards seeded under a mission in words: how many, the viewer's own (named below the mission) and the others' face down. */
export function seedCountText(under: number, mine: number, faceDown: number): string {
  if (under === 0) return 'none';
  const parts = [mine > 0 ? `${mine} yours` : '', faceDown > 0 ? `${faceDown} face down` : ''].filter(Boolean);
  return `${under}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

function MissionCheckLine({ check }: { check: MissionCheck }) {
  const text = checkText(check);
  return (
    <span
      className={`mission-check ${check.met ? 'is-met' : 'is-missing'}`}
      data-testid="mission-check"
      data-met={check.met}
      title={`${text}: your Away Team here (${check.size} unstopped), counted from the cards' skills and attributes, with their equipment and your cards in play that add to them`}
    >
      <span aria-hidden="true">{check.met ? '✓ ' : '✗ '}</span>
      {text}
    </span>
  );
}

function SeatBar({ view, seat, position }: { view: PlayerView; seat: PlayerId; position: 'top' | 'bottom' }) {
  const p = view.players[seat] as SeatView;
  const t = useTable();
  const you = view.viewer === seat;
  const active = view.turn.number > 0 && view.turn.active === seat;
  const deciding = view.pending?.player === seat;
  return (
    <div className={`seat seat-${position} tone-${seat} ${active ? 'is-active' : ''}`} data-seat={seat} aria-label={`${seatName(seat)}${you ? ' (you)' : ''}: ${p.score} points`}>
      <div className="seat-name">
        <strong>{seatName(seat)}</strong>
        {you && <span className="you"> (you)</span>}
        {active && <span className="turn-mark" title="Their turn"> ▶ turn</span>}
        {deciding && !active && <span className="turn-mark"> … deciding</span>}
      </div>
      <div className={`score ${t.flash.has(`score:${seat}`) ? 'is-flash' : ''}`} data-testid={`score-${seat}`}>
        <span className="score-value">{p.score}</span>
        <span className="score-of">/100</span>
        <span className="score-bar" aria-hidden="true">
          <span style={{ width: `${Math.min(100, Math.max(0, p.score))}%` }} />
        </span>
      </div>
      <div className="piles">
        <span title="Draw deck">Deck {p.deckCount}</span>
        <span title="Hand">Hand {p.handCount}</span>
        <details className="discard">
          <summary>Discard {p.discard.length}</summary>
          <div className="pile-list">
            {p.discard.length === 0 ? <em>empty</em> : [...p.discard].reverse().map((c) => <CardChip key={c.id} card={c} />)}
          </div>
        </details>
        {p.bonus.length > 0 && <span title="Bonus cards">Bonus {p.bonus.length}</span>}
        {(p.captives ?? []).length > 0 && (
          <details className="discard captives" data-testid={`captives-${seat}`}>
            <summary>Captives {p.captives.length}</summary>
            <div className="pile-list">
              {p.captives.map((c) => (
                <CardChip key={c.id} card={c} />
              ))}
            </div>
          </details>
        )}
        {(p.outOfPlay ?? []).length > 0 && (
          <details className="discard out-of-play" data-testid={`out-of-play-${seat}`}>
            <summary>Out of play {p.outOfPlay.length}</summary>
            <div className="pile-list">
              {p.outOfPlay.map((c) => (
                <CardChip key={c.id} card={c} />
              ))}
            </div>
          </details>
        )}
        {view.turn.number === 0 && (p.missionsToPlace > 0 || p.seedCount > 0) && (
          <span title="Still to seed">
            Setup: {p.missionsToPlace} missions, {p.seedCount} seeds
          </span>
        )}
      </div>
      {p.table.length > 0 && (
        <div className="seat-table" aria-label={`${seatName(seat)}: on the table`} data-testid={`on-table-${seat}`}>
          {p.table.map((c) => (
            <CardChip key={c.id} card={c} />
          ))}
        </div>
      )}
      {position === 'top' && !you && p.handCount > 0 && (
        <div className="backs" aria-label={`${p.handCount} cards in hand`}>
          {Array.from({ length: Math.min(p.handCount, 10) }, (_, i) => (
            <CardBack key={i} label="A card in hand" />
          ))}
        </div>
      )}
    </div>
  );
}

function HandRow({ view, seat }: { view: PlayerView; seat: PlayerId }) {
  const p = view.players[seat] as SeatView;
  if (!p.hand && !p.seedCards) return null;
  return (
    <div className="hand-area">
      {p.seedCards && p.seedCards.length > 0 && (
        <section className="hand seed" aria-label="Your cards to seed">
          <h3>To seed</h3>
          <div className="hand-cards">
            {p.seedCards.map((c) => (
              <CardChip key={c.id} card={c} size="full" />
            ))}
          </div>
        </section>
      )}
      {p.hand && (
        <section className="hand" aria-label="Your hand" data-testid="hand">
          <h3>Your hand ({p.hand.length})</h3>
          <div className="hand-cards">
            {p.hand.length === 0 ? <em>empty</em> : p.hand.map((c) => <CardChip key={c.id} card={c} size="full" />)}
          </div>
        </section>
      )}
    </div>
  );
}
