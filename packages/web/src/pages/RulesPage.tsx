/**
 * The rules of the Introductory Two-Player Game in short, in our own words: the goal, setup, a
 * turn, moving, beaming, missions and dilemmas, battle, damage, the end, and how this site shows
 * it all. Loaded only when opened (App.tsx). The deck sizes come from the engine's deck lists.
 */
import type { ReactNode } from 'react';
import { standardDeck } from '@stccg/engine';
import { WINNING_SCORE } from '@stccg/engine/rules/endgame.ts';
import { OPENING_HAND } from '@stccg/engine/rules/setup.ts';
import { DAMAGED_RANGE } from '@stccg/engine/rules/movement.ts';
import { REPAIR_TURNS } from '@stccg/engine/rules/turn.ts';

export interface RulesSection {
  id: string;
  title: string;
  body: ReactNode;
}

function sections(): RulesSection[] {
  const fed = standardDeck('federation');
  const dilemmas = fed.seed.length - 1;
  return [
    {
      id: 'goal',
      title: 'The goal',
      body: (
        <>
          <p>
            Be the first to reach <strong>{WINNING_SCORE} points</strong>. Nearly all points come from completing missions; a few dilemmas add bonus points to the player who gets past them. Fighting scores nothing by itself.
          </p>
        </>
      ),
    },
    {
      id: 'decks',
      title: 'The two decks',
      body: (
        <p>
          One player plays the Federation deck, the other the Klingon deck. Both are fixed lists: {fed.missions.length} missions, {fed.seed.length} cards seeded before play ({dilemmas} dilemmas and an outpost) and {fed.draw.length} cards in the draw deck. The button “Your deck list” on the game screen shows everything in yours.
        </p>
      ),
    },
    {
      id: 'setup',
      title: 'Setting up: the seed phase',
      body: (
        <ol>
          <li>
            <strong>The spaceline.</strong> Each player’s missions are shuffled. The Federation player lays down the first one; then the players take turns adding their next mission at the left or the right end of the row, until all of them are down. This row of missions is the spaceline, shared by both players. Here you see each mission in full (points, span, who may attempt it, what it needs) before you choose its end.
          </li>
          <li>
            <strong>Dilemmas.</strong> Each player hides one dilemma face down under each of the other player’s missions, choosing which goes where. You will never meet your own dilemmas, only your opponent’s.
          </li>
          <li>
            <strong>Outposts.</strong> Each player puts their outpost at one of their own missions. Your new ships, personnel and equipment arrive there.
          </li>
          <li>
            Both players draw {OPENING_HAND} cards. The Klingon player takes the first turn; after that the turns alternate.
          </li>
        </ol>
      ),
    },
    {
      id: 'turn',
      title: 'Your turn',
      body: (
        <>
          <ol>
            <li>
              <strong>One card play (optional).</strong> Put at most one personnel, ship, equipment or event from your hand into play. Personnel and equipment report at your outpost; a ship arrives docked at it.
            </li>
            <li>
              <strong>Orders.</strong> As many as you like, in any order: move ships, load and unload them at your outpost, beam, attempt missions and, if you play the Klingons, start battles.
            </li>
            <li>
              <strong>Draw.</strong> Taking the top card of your draw deck ends your turn.
            </li>
          </ol>
          <p>Interrupts are not your one card play: you may play them whenever the game gives you the chance, even during your opponent’s turn. Your hand may hold any number of cards.</p>
        </>
      ),
    },
    {
      id: 'moving',
      title: 'Moving ships: RANGE and span',
      body: (
        <>
          <p>A ship can move only with at least one personnel aboard of its own affiliation. It moves along the spaceline in either direction.</p>
          <p>
            Each ship has a <strong>RANGE</strong> to spend each turn, and each mission shows a <strong>span</strong>. Entering a mission costs its span; the mission the ship leaves costs nothing. Once a ship cannot pay for the next step it stays put until your next turn, when its RANGE is full again.
          </p>
        </>
      ),
    },
    {
      id: 'beaming',
      title: 'Beaming and Away Teams',
      body: (
        <p>
          Personnel and equipment can be beamed between your outpost and the ships docked at it, between a ship and the planet of the mission where it is, between two of your ships at the same mission, and between your outpost and its planet. There is no limit per turn unless a card sets one. Your personnel on a planet form an Away Team.
        </p>
      ),
    },
    {
      id: 'missions',
      title: 'Attempting a mission',
      body: (
        <>
          <p>
            Your Away Team on a mission’s planet may attempt it if at least one of its members belongs to an affiliation the mission lists (non-aligned personnel may join them). An enemy Away Team on the same planet does not prevent it.
          </p>
          <p>
            <strong>Requirements.</strong> A mission names the skills and totals it needs. “ENGINEER x2” asks for the ENGINEER skill twice among the team (one person with it twice also counts). “STRENGTH&gt;36” asks for the STRENGTH of the whole team, added up, to be more than 36. “OR” offers a second way to do it.
          </p>
          <p>
            <strong>Dilemmas.</strong> First the dilemmas your opponent hid under the mission are turned over, one at a time. A dilemma that asks for skills or totals the team has is overcome. One whose conditions the team cannot meet takes effect and stops the team, which ends the attempt for this turn. One with no conditions just takes effect, and the team goes on. Some dilemmas are discarded once met; others stay for the next team.
          </p>
          <p>
            <strong>Scoring.</strong> If the team still standing after the last dilemma has everything the mission needs, you score its points. The mission stays on the spaceline (ships still pay its span) but nobody can complete it again.
          </p>
          <p>A stopped card can do nothing more for the rest of the turn; every card starts the next turn unstopped.</p>
        </>
      ),
    },
    {
      id: 'battle',
      title: 'Battle',
      body: (
        <>
          <p>
            Only the active player may start a battle, and the Federation never starts one: it only defends and fires back. A battle takes place at one mission, between cards there. Every card that takes part is stopped afterwards.
          </p>
          <ul>
            <li>
              <strong>Ship against ship.</strong> The attacking ships add up their WEAPONS. If the total is higher than the target’s SHIELDS, the target is damaged. The target then fires back at one attacker the same way, even if it was hit. A ship docked at its own outpost adds half of the outpost’s SHIELDS to its own.
            </li>
            <li>
              <strong>Ships against an outpost.</strong> If the attackers’ WEAPONS add up to more than the outpost’s SHIELDS, the outpost is destroyed together with everyone and everything at it.
            </li>
            <li>
              <strong>Away Team against Away Team.</strong> Each side adds up its STRENGTH. The weaker side loses one member, picked at random; on a tie nobody is lost.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'damage',
      title: 'Damage and repair',
      body: (
        <p>
          A damaged ship keeps its WEAPONS and SHIELDS, but its RANGE drops to {DAMAGED_RANGE}. A second hit before the repair destroys it, with everything aboard. A damaged ship that stays docked at your outpost, without moving, through {REPAIR_TURNS} of your turns in a row is repaired.
        </p>
      ),
    },
    {
      id: 'end',
      title: 'The end of the game',
      body: (
        <p>
          The game ends at once when a player reaches {WINNING_SCORE} points: that player wins. It also ends when a player’s draw deck is empty at the end of a turn; then the higher score wins, and equal scores make a draw. A player may concede at any time.
        </p>
      ),
    },
    {
      id: 'here',
      title: 'Playing on this site',
      body: (
        <ul>
          <li>Point at or tap any card to read it in the card panel. Tapping a card never plays it: what it can do is then offered in the decision panel.</li>
          <li>The decision panel lists everything you may do now, and nothing else. A group of options you open stays open on the next turns.</li>
          <li>“Your deck list”, next to the decision panel, shows the cards your deck was built with.</li>
          <li>The log tells what both players did; what only you may know is marked “only you”.</li>
        </ul>
      ),
    },
  ];
}

export default function RulesPage() {
  const list = sections();
  return (
    <div className="rules-page">
      <header className="game-header">
        <a href="#/" className="home" aria-label="Start page">
          ▲ STCCG
        </a>
        <span className="game-title">Rules of the Introductory Two-Player Game, in short</span>
      </header>
      <main className="rules" data-testid="rules">
        <h1>How to play</h1>
        <nav aria-label="Contents" className="rules-toc">
          {list.map((s) => (
            <a key={s.id} href={`#rules-${s.id}`} onClick={(e) => {
              // the hash holds the route: scroll instead of navigating
              e.preventDefault();
              document.getElementById(`rules-${s.id}`)?.scrollIntoView();
            }}>
              {s.title}
            </a>
          ))}
        </nav>
        {list.map((s) => (
          <section key={s.id} aria-labelledby={`rules-${s.id}`}>
            <h2 id={`rules-${s.id}`}>{s.title}</h2>
            {s.body}
          </section>
        ))}
        <p className="hint">
          This is a summary, in our own words, of the rules this site enforces. <a href="#/">Back to the start page</a>.
        </p>
      </main>
    </div>
  );
}
