// Paints a frame on a 2D canvas with the same layout and marks as the SVG
// (board-image.js): the PNG download and every frame of the GIF.

import { frameMarks } from './frames.js';
import { EXPORT_THEME, GLYPH_FONT, TEXT_FONT } from './board-image.js';
import { attackSegment } from '../attack-overlay.js';

const GLYPH = { queen: '♛', reject: '✕', lifted: '♕' };

/** Draws `frame` into `ctx` at the pixel layout `geo` (see layout()), caption lines under the board. */
export function paintFrame(ctx, frame, geo, captionLines) {
  const theme = EXPORT_THEME;
  const { n } = frame;
  const { margin, square } = geo;
  const { marks, attack, solved } = frameMarks(frame);
  const byKey = new Map(marks.map((m) => [`${m.row},${m.col}`, m]));
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, geo.width, geo.height);
  ctx.fillStyle = theme.border;
  ctx.fillRect(margin - 2, margin - 2, geo.board + 4, geo.board + 4);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const mark = byKey.get(`${row},${col}`);
      const x = margin + col * square;
      const y = margin + row * square;
      ctx.fillStyle = solved && mark?.kind === 'queen' ? theme.solution : (row + col) % 2 === 0 ? theme.light : theme.dark;
      ctx.fillRect(x, y, square, square);
      if (!mark) continue;
      ctx.globalAlpha = mark.kind === 'lifted' ? 0.6 : 1;
      ctx.fillStyle = mark.kind === 'reject' ? theme.attack : theme.queen;
      ctx.font = `${square * (mark.kind === 'reject' ? 0.5 : 0.66)}px ${GLYPH_FONT}`;
      ctx.fillText(GLYPH[mark.kind], x + square / 2, y + square / 2);
      ctx.globalAlpha = 1;
      if (mark.tried) {
        const inset = square * 0.06;
        ctx.strokeStyle = theme.tried;
        ctx.lineWidth = square * 0.06;
        ctx.setLineDash(mark.kind === 'lifted' ? [square * 0.12, square * 0.08] : []);
        ctx.strokeRect(x + inset, y + inset, square - 2 * inset, square - 2 * inset);
        ctx.setLineDash([]);
      }
    }
  }
  const s = attack && attackSegment(attack, geo);
  if (s) {
    ctx.strokeStyle = theme.attack;
    ctx.lineWidth = square * 0.07;
    ctx.beginPath();
    ctx.arc(s.cx, s.cy, square * 0.42, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.lineWidth = square * 0.085;
    ctx.lineCap = 'round';
    ctx.setLineDash(s.dashed ? [square * 0.2, square * 0.11] : []);
    ctx.beginPath();
    ctx.moveTo(s.x1, s.y1);
    ctx.lineTo(s.x2, s.y2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = theme.text;
  ctx.font = `${geo.fontSize}px ${TEXT_FONT}`;
  captionLines.forEach((line, i) => {
    ctx.fillText(line, margin, margin + geo.board + margin + (i + 0.75) * geo.lineHeight);
  });
}

/** A function measuring text in the caption font, for wrapText. */
export function captionMeasure(ctx, geo) {
  ctx.font = `${geo.fontSize}px ${TEXT_FONT}`;
  return (text) => ctx.measureText(text).width;
}
