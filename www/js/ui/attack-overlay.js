// The line of attack: an SVG drawn over the board from the attacking queen to
// the rejected square. The SVG's user space is the board itself (viewBox
// 0 0 n n, one unit per square), so it scales with the board for free.
// Column and diagonal attacks differ in dash pattern as well as in name, so
// they can be told apart without colour.

import { svgEl } from './dom.js';
import { uniqueId } from './ids.js';

// The arrow's ends in board units, a little short of both centres so the ✕
// stays readable; null when the attacker stands on the square.
function lineEnds({ attacker, row, col }) {
  const [x1, y1, x2, y2] = [attacker.col + 0.5, attacker.row + 0.5, col + 0.5, row + 0.5];
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) return null;
  const shorten = Math.min(0.32, length / 2);
  return {
    x1: x1 + ((x2 - x1) * 0.3) / length,
    y1: y1 + ((y2 - y1) * 0.3) / length,
    x2: x2 - ((x2 - x1) * shorten) / length,
    y2: y2 - ((y2 - y1) * shorten) / length,
  };
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
      const ends = attack && lineEnds(attack);
      if (!ends) {
        group.setAttribute('class', 'nq-attack is-hidden');
        return;
      }
      for (const [name, value] of Object.entries(ends)) line.setAttribute(name, String(value));
      const { attacker } = attack;
      source.setAttribute('cx', String(attacker.col + 0.5));
      source.setAttribute('cy', String(attacker.row + 0.5));
      group.setAttribute('class', `nq-attack nq-attack--${attacker.line}`);
    },
  };
}
