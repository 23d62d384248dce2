/**
 * On a phone, the options of the card the player chose, in a box beside the card (under it, or
 * over it when there is no room below) instead of in the decision panel far up the page. The box
 * follows the card when the page or the spaceline scrolls; ✕ or Escape closes it.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Option } from '@stccg/engine';
import { placeBeside, type Placement } from '../popover.ts';
import { OPTIONS_BOX_ID } from './context.ts';
import { optionButton } from './DecisionPanel.tsx';

/** The element on the table that stands for an id an option names (a card, a mission, a planet, an end). */
export function tableElement(id: string): HTMLElement | null {
  const main = document.querySelector('.game-main');
  if (!main) return null;
  if (id === 'left' || id === 'right') return main.querySelector(`[data-end="${id}"]`);
  if (id.startsWith('planet:')) return main.querySelector(`.planet-zone[data-planet="${CSS.escape(id.slice(7))}"] button.zone-title`);
  return main.querySelector(`.mission[data-loc="${CSS.escape(id)}"] > .mission-face, [data-card="${CSS.escape(id)}"]`);
}

export interface CardOptionsProps {
  anchorId: string;
  name: string;
  options: Option[];
  busy: boolean;
  onChoose?: (o: Option) => void;
  onClose: () => void;
}

export function CardOptions({ anchorId, name, options, busy, onChoose, onClose }: CardOptionsProps) {
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  const update = useCallback(() => {
    const el = box.current;
    const anchor = tableElement(anchorId);
    if (!el) return;
    const view = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const r = anchor?.getBoundingClientRect() ?? { left: 0, top: view.height, width: view.width, height: 0 };
    const next = placeBeside(r, { width: Math.min(360, view.width), height: el.scrollHeight }, view);
    setPlace((p) => (p && p.left === next.left && p.top === next.top && p.width === next.width && p.maxHeight === next.maxHeight ? p : next));
  }, [anchorId]);
  useLayoutEffect(() => {
    update();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // any scroll (the page, the spaceline) or a resize moves the card: the box goes with it
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [update, options]);
  return (
    <div
      ref={box}
      className={`card-options ${place ? `is-${place.side}` : 'is-measuring'}`}
      data-testid="selected-options"
      id={OPTIONS_BOX_ID}
      role="group"
      aria-label={`Options for ${name}`}
      style={place ? { left: place.left, top: place.top, width: place.width, maxHeight: place.maxHeight } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      <div className="selected-head">
        <strong>{name}</strong>
        <span className="hint"> — tap a marked place or choose:</span>
        <button type="button" className="link" onClick={onClose} aria-label="Close the options (Escape)">
          ✕
        </button>
      </div>
      {options.map((o) => optionButton(o, busy, onChoose, 'option-selected'))}
    </div>
  );
}
