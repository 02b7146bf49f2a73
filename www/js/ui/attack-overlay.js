// The line of attack: an SVG drawn over the board from the attacking queen to
// the rejected square. The SVG's user space is the board itself (viewBox
// 0 0 n n, one unit per square), so it scales with the board for free.
// Column and diagonal attacks differ in dash pattern as well as in name, so
// they can be told apart without colour.

import { svgEl } from './dom.js';
import { uniqueId } from './ids.js';

/**
 * The attack line's end points, stopped short of both squares' centres so
 * the ✕ stays readable, and the attacker's centre (`cx`, `cy`), in pixels
 * of a board drawn at `margin` with squares of `square` (the overlay draws
 * in board units: margin 0, square 1; the exports in pixels);
 * null when the attacker stands on the square (an edited program's test
 * compared a queen with itself): there is no line.
 */
export function attackSegment(attack, { margin, square }) {
  const x1 = margin + (attack.attacker.col + 0.5) * square;
  const y1 = margin + (attack.attacker.row + 0.5) * square;
  const x2 = margin + (attack.col + 0.5) * square;
  const y2 = margin + (attack.row + 0.5) * square;
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return null;
  const shorten = (d) => [(x2 - x1) * (d / length), (y2 - y1) * (d / length)];
  const [sx, sy] = shorten(square * 0.3);
  const [ex, ey] = shorten(Math.min(square * 0.32, length / 2));
  return { x1: x1 + sx, y1: y1 + sy, x2: x2 - ex, y2: y2 - ey, cx: x1, cy: y1, dashed: attack.attacker.line !== 'column' };
}

export function createAttackOverlay(root) {
  const doc = root.ownerDocument;
  const markerId = uniqueId('nq-arrow');
  const line = svgEl(doc, 'line', { class: 'nq-attack-line', 'marker-end': `url(#${markerId})` });
  const source = svgEl(doc, 'circle', { class: 'nq-attack-source', r: '0.42' });
  const group = svgEl(doc, 'g', { class: 'nq-attack' }, source, line);
  const svg = svgEl(
    doc,
    'svg',
    { class: 'nq-attack-overlay', 'aria-hidden': 'true', focusable: 'false', preserveAspectRatio: 'none' },
    svgEl(
      doc,
      'defs',
      {},
      svgEl(
        doc,
        'marker',
        {
          id: markerId,
          viewBox: '0 0 10 10',
          refX: '8',
          refY: '5',
          markerWidth: '4',
          markerHeight: '4',
          orient: 'auto-start-reverse',
        },
        svgEl(doc, 'path', { class: 'nq-attack-arrow', d: 'M0,0 L10,5 L0,10 z' }),
      ),
    ),
    group,
  );
  root.append(svg);

  return {
    element: svg,
    /** Shows the attack of `attacker` ({row,col,line}) on square (row,col), or hides it (null). */
    show(n, attack) {
      svg.setAttribute('viewBox', `0 0 ${n} ${n}`);
      // An edited program's test may find a square attacked by a queen on it
      // (its loop compared the queen with itself): no line to draw.
      const s = attack && attackSegment(attack, { margin: 0, square: 1 });
      if (!s) {
        group.setAttribute('class', 'nq-attack is-hidden');
        return;
      }
      for (const name of ['x1', 'y1', 'x2', 'y2']) line.setAttribute(name, String(s[name]));
      source.setAttribute('cx', String(s.cx));
      source.setAttribute('cy', String(s.cy));
      group.setAttribute('class', `nq-attack nq-attack--${attack.attacker.line}`);
    },
  };
}
