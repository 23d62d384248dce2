/**
 * The pending decision: its prompt and every offered option as a button, grouped; the options
 * of the selected card first; finishing options (done, all, cancel, pass, end turn) as clear
 * buttons. A card with several options (a dilemma to seed under any mission, an event to play on
 * any ship) is one button: choosing it lights its targets on the table and opens their short
 * list under it, with a Cancel. Nothing that is not offered can be clicked.
 */
import { useCallback, useState } from 'react';
import { answeredFor } from '@stccg/engine';
import type { Option, PlayerView } from '@stccg/engine';
import { entriesByCard, groupOptions, groupTitle, isFinishOption, isMultiPick, multiPickHint, type OptionEntry } from '../decisions.ts';
import { prettyText, seatName } from '../cards.ts';
import { missionBeingPlaced, ownDeck } from '../deck.ts';
import { isGroupOpen, loadChoices, openByDefault, saveChoices, withChoice, type OpenChoices } from '../openGroups.ts';
import { MissionPreview } from './MissionPreview.tsx';
import { OPTIONS_BOX_ID } from './context.ts';

/** One offered option as a button (in the panel, or in the options shown beside a chosen card). */
export function optionButton(o: Option, busy: boolean, onChoose: ((o: Option, keyboard?: boolean) => void) | undefined, cls = '') {
  return (
    <button
      key={o.id}
      type="button"
      className={`option ${cls}`}
      data-option={o.id}
      data-opt-card={o.card}
      data-opt-target={o.target}
      data-opt-group={o.group}
      disabled={busy || !onChoose}
      onClick={(e) => onChoose?.(o, e.detail === 0)}
    >
      {prettyText(o.label)}
    </button>
  );
}

export interface DecisionPanelProps {
  view: PlayerView;
  /** Absent when the viewer may not act (a spectator, a replay). `keyboard`: chosen with Enter or Space. */
  onChoose?: (o: Option, keyboard?: boolean) => void;
  busy: boolean;
  selectedName: string | null;
  selectedOptions: Option[] | null;
  onClearSelection: () => void;
  /** The card chosen in the list whose targets are open under it (lit on the table), if any. */
  listCard?: string | null;
  /** Chooses a card of the list (its targets then light up), or closes it (null). */
  onPickCard?: (card: string | null, options: Option[], keyboard: boolean) => void;
  /** A card's name, for the button of a card with several options. */
  cardName?: (id: string) => string | null;
}

/** The player's open and closed option groups, remembered in this browser (openGroups.ts). */
function useOpenChoices(): [OpenChoices, (group: string, open: boolean) => void] {
  const [choices, setChoices] = useState<OpenChoices>(loadChoices);
  const set = useCallback((group: string, open: boolean) => {
    setChoices((c) => {
      const next = withChoice(c, group, open);
      saveChoices(next);
      return next;
    });
  }, []);
  return [choices, set];
}

/** The id of the short list of a card's targets under its button in the option list. */
export const choiceListId = (card: string): string => `choice-${card.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * A card with several options in the list: one button; open (chosen), its targets under it as
 * buttons, for the keyboard and the phone, and a Cancel. Closed, they stay in the page, hidden.
 */
function CardChoice({ entry, open, busy, onChoose, onPick }: { entry: Extract<OptionEntry, { kind: 'card' }>; open: boolean; busy: boolean; onChoose: DecisionPanelProps['onChoose']; onPick: DecisionPanelProps['onPickCard'] }) {
  const id = open ? OPTIONS_BOX_ID : choiceListId(entry.card);
  const targets = entry.options.filter((o) => o.target !== undefined).length;
  return (
    <div className={`card-choice ${open ? 'is-open' : ''}`} data-choice-card={entry.card}>
      <button
        type="button"
        className="option option-card"
        data-card-choice={entry.card}
        aria-expanded={open}
        aria-controls={id}
        disabled={busy || !onChoose || !onPick}
        onClick={(e) => onPick?.(open ? null : entry.card, entry.options, e.detail === 0)}
      >
        <span className="choice-label">{prettyText(entry.label)}</span>
        <span className="choice-count">
          {entry.options.length} {targets === entry.options.length ? 'targets' : 'ways'} {open ? '▾' : '▸'}
        </span>
      </button>
      <div className="choice-targets" id={id} role="group" aria-label={`Where: ${prettyText(entry.label)}`} data-testid="choice-targets" hidden={!open}>
        {targets > 0 && <p className="hint">Click a marked place on the table, or choose here:</p>}
        {entry.options.map((o) => optionButton(o, busy, onChoose, 'option-selected'))}
        <button type="button" className="option option-quiet choice-cancel" data-testid="choice-cancel" onClick={() => onPick?.(null, [], false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

export function DecisionPanel({ view, onChoose, busy, selectedName, selectedOptions, onClearSelection, listCard = null, onPickCard, cardName }: DecisionPanelProps) {
  const [openChoices, setOpen] = useOpenChoices();
  const p = view.pending;
  const turn = view.turn.number === 0 ? 'Setup' : `Turn ${view.turn.number} · ${seatName(view.turn.active)} · ${view.turn.stage === 'play' ? 'card play' : 'orders'}`;
  if (view.result) {
    return (
      <section tabIndex={-1} className="decision" aria-label="Decision">
        <div className="turn-line">{turn}</div>
        <p className="prompt">Game over: {view.result.winner ? `${seatName(view.result.winner)} wins` : 'a draw'}.</p>
      </section>
    );
  }
  if (!p) return null;
  const mine = p.player === view.viewer && p.options && p.prompt !== null;
  if (!mine || !p.options) {
    return (
      <section tabIndex={-1} className="decision waiting" aria-label="Decision" aria-live="polite">
        <div className="turn-line">{turn}</div>
        <p className="prompt">
          Waiting for {seatName(p.player)}
          <span className="dots" aria-hidden="true" />
        </p>
      </section>
    );
  }
  // a response point where "no" is the only answer: the server gives it after its response delay
  // (engine autoAnswer), so there is nothing to press
  if (view.viewer !== 'spectator' && answeredFor(p.kind, p.options, (view.players[view.viewer]?.alwaysRespond ?? null)) !== null) {
    return (
      <section tabIndex={-1} className="decision waiting" aria-label="Decision" aria-live="polite" data-testid="auto-answer">
        <div className="turn-line">{turn}</div>
        <p className="prompt">
          {p.kind === 'respond' ? 'Nothing to play in answer' : 'No persona swap possible'}
          <span className="dots" aria-hidden="true" />
        </p>
      </section>
    );
  }
  const finish = p.options.filter(isFinishOption);
  const rest = p.options.filter((o) => !isFinishOption(o));
  const multi = isMultiPick(p.options);
  const lined = groupOptions(rest).map((g) => ({ group: g.group, size: g.options.length, entries: entriesByCard(g.options, cardName) }));
  const placing = p.kind === 'placeMission' ? missionBeingPlaced(p.kind, p.prompt, ownDeck(view)?.list.missions) : null;
  const button = (o: Option, cls = '') => optionButton(o, busy, onChoose, cls);
  return (
    <section tabIndex={-1} className={`decision mine ${busy ? 'is-busy' : ''}`} aria-label="Decision" aria-live="polite" data-testid="decision" data-kind={p.kind} data-decision={p.id}>
      <div className="turn-line">{turn}</div>
      <p className="prompt" data-testid="prompt">
        {prettyText(p.prompt ?? '')}
      </p>
      {multi && <p className="hint">{multiPickHint(p.options ?? [])}</p>}
      {placing && <MissionPreview mission={placing} />}
      {selectedOptions && selectedOptions.length > 0 && (
        <div className="selected-options" data-testid="selected-options" id={OPTIONS_BOX_ID} role="group" aria-label={`Options for ${selectedName ?? 'the selection'}`}>
          <div className="selected-head">
            <strong>{selectedName ?? 'Selected'}</strong>
            <span className="hint"> — click a highlighted place or choose:</span>
            <button type="button" className="link" onClick={onClearSelection} aria-label="Clear the selection">
              ✕
            </button>
          </div>
          {selectedOptions.map((o) => button(o, 'option-selected'))}
        </div>
      )}
      {finish.length > 0 && <div className="finish">{finish.map((o) => button(o, o.act.type === 'cancel' || o.group === 'pass' ? 'option-quiet' : 'option-primary'))}</div>}
      <div className="option-groups">
        {lined.map((g) => {
          // the default counts options, as before the card lines: a long group starts closed, and the player's choice is kept
          const open = isGroupOpen(openChoices, g.group, openByDefault(lined.length, rest.length, g.size));
          // the summary's click is the player's choice, kept for the next decisions and turns
          return (
            <details key={g.group} className="option-group" data-group={g.group} open={open}>
              <summary
                onClick={(e) => {
                  e.preventDefault();
                  setOpen(g.group, !open);
                }}
              >
                {groupTitle(g.group)} ({g.entries.length})
              </summary>
              <div className="option-list">
                {g.entries.map((e) =>
                  e.kind === 'option' ? button(e.option) : <CardChoice key={`card:${e.card}`} entry={e} open={listCard === e.card} busy={busy} onChoose={onChoose} onPick={onPickCard} />,
                )}
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
