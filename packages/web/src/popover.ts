/**
 * Where the options of a chosen card go on a narrow screen: right under the card, or over it when
 * there is no room below, always inside the viewport. Pure, so it is tested without a browser.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
  width: number;
  /** Below the card, above it, or (neither side has room) on the side with more. */
  side: 'below' | 'above';
  /** The most the box may be tall there before its own list scrolls. */
  maxHeight: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/**
 * The box of `size` next to `anchor`, in a viewport of `view`: `gap` pixels from the card,
 * `margin` pixels from the viewport's edges, centred on the card as far as the edges allow.
 */
export function placeBeside(anchor: Rect, size: Size, view: Size, gap = 6, margin = 8): Placement {
  const width = Math.max(0, Math.min(size.width, view.width - 2 * margin));
  const left = clamp(anchor.left + anchor.width / 2 - width / 2, margin, Math.max(margin, view.width - margin - width));
  const bottom = anchor.top + anchor.height;
  const below = view.height - margin - (bottom + gap);
  const above = anchor.top - gap - margin;
  // a card scrolled out of sight still gets its box on screen
  const onScreen = (top: number, h: number) => clamp(top, margin, Math.max(margin, view.height - margin - h));
  if (size.height <= below) return { left, top: onScreen(bottom + gap, size.height), width, side: 'below', maxHeight: below };
  if (size.height <= above) return { left, top: onScreen(anchor.top - gap - size.height, size.height), width, side: 'above', maxHeight: above };
  // no room on either side: the roomier one, the box shortened to fit there (it scrolls), kept on screen
  const room = view.height - 2 * margin;
  if (below >= above) {
    const maxHeight = Math.max(below, Math.min(size.height, room) / 2);
    return { left, top: onScreen(bottom + gap, Math.min(size.height, maxHeight)), width, side: 'below', maxHeight };
  }
  const maxHeight = Math.max(above, Math.min(size.height, room) / 2);
  const h = Math.min(size.height, maxHeight);
  return { left, top: onScreen(anchor.top - gap - h, h), width, side: 'above', maxHeight };
}
