// A board frame as a picture: the layout (in pixels) shared by the SVG and
// the canvas painter, and the standalone SVG document. Pure: strings and
// numbers only, so node tests can check the SVG.

import { frameMarks } from './frames.js';
import { attackSegment } from '../attack-overlay.js';

/** Light colours (slides are usually light), as the page's light theme. */
export const EXPORT_THEME = Object.freeze({
  background: '#faf8f4',
  light: '#efd9b6',
  dark: '#b58863',
  border: '#5b3a24',
  queen: '#17171b',
  attack: '#80101a', // 3:1 and more on both squares, as the page's marks
  tried: '#0b3d8a',
  solution: '#ffe27a',
  text: '#1e2126',
});

const GLYPH = { queen: '♛', reject: '✕', lifted: '♕' };
export const GLYPH_FONT = '"DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols 2", "Apple Symbols", sans-serif';
export const TEXT_FONT = 'system-ui, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", sans-serif';

/** Pixel layout of an image `width` wide with `lines` caption lines under the board. */
export function layout(n, { width = 480, lines = 2 } = {}) {
  const margin = Math.round(width * 0.03);
  const board = width - 2 * margin;
  const square = board / n;
  const lineHeight = Math.round(width * 0.05);
  const height = margin + board + margin + lines * lineHeight + margin;
  return { width, height, margin, board, square, lineHeight, fontSize: Math.round(lineHeight * 0.72) };
}

// Chinese line breaking: these never start a line (closing punctuation) or
// end one (opening punctuation), so they go with the character next to them.
const NO_LINE_START = /^[，。、；：？！）」』》〉】’”％·…—]/u;
const NO_LINE_END = /[（「『《〈【‘“]$/u;

function breakableTokens(text) {
  const raw = text.match(/[\u2E80-\u9FFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uFF00-\uFFEF]+\s*|\s+/g) ?? [];
  const tokens = [];
  for (const token of raw) {
    const last = tokens.length - 1;
    if (last >= 0 && (NO_LINE_START.test(token) || NO_LINE_END.test(tokens[last]))) tokens[last] += token;
    else tokens.push(token);
  }
  return tokens;
}

/**
 * Splits `text` into lines no wider than `maxWidth` by `measure(text)`; CJK
 * text breaks between any two characters, except before closing or after
 * opening punctuation.
 */
export function wrapText(text, maxWidth, measure) {
  const tokens = breakableTokens(text);
  const lines = [];
  let line = '';
  for (const token of tokens) {
    if (line && measure(line + token.trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);
}

/**
 * A standalone SVG document of `frame` with its caption lines (already
 * wrapped), `title` for accessibility. Marks never rely on colour alone:
 * ♛ queen, ✕ pruned, ♕ lifted, an outline on the square tried.
 */
export function boardSvg(frame, { captionLines = [], title = '', width = 480 } = {}) {
  const theme = EXPORT_THEME;
  const { n } = frame;
  const geo = layout(n, { width, lines: Math.max(1, captionLines.length) });
  const { margin, square } = geo;
  const { marks, attack, solved } = frameMarks(frame);
  const byKey = new Map(marks.map((m) => [`${m.row},${m.col}`, m]));
  const parts = [];
  parts.push(`<rect width="${geo.width}" height="${geo.height}" fill="${theme.background}"/>`);
  parts.push(`<rect x="${margin - 2}" y="${margin - 2}" width="${geo.board + 4}" height="${geo.board + 4}" fill="${theme.border}"/>`);
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const mark = byKey.get(`${row},${col}`);
      const fill = solved && mark?.kind === 'queen' ? theme.solution : (row + col) % 2 === 0 ? theme.light : theme.dark;
      const x = margin + col * square;
      const y = margin + row * square;
      parts.push(`<rect x="${x}" y="${y}" width="${square}" height="${square}" fill="${fill}"/>`);
      if (!mark) continue;
      const color = mark.kind === 'reject' ? theme.attack : theme.queen;
      const size = square * (mark.kind === 'reject' ? 0.5 : 0.66);
      const opacity = mark.kind === 'lifted' ? ' fill-opacity="0.6"' : '';
      parts.push(
        `<text x="${x + square / 2}" y="${y + square / 2}" font-family='${GLYPH_FONT}' font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${color}"${opacity}>${GLYPH[mark.kind]}</text>`,
      );
      if (mark.tried) {
        const inset = square * 0.06;
        const dash = mark.kind === 'lifted' ? ` stroke-dasharray="${square * 0.12} ${square * 0.08}"` : '';
        parts.push(`<rect x="${x + inset}" y="${y + inset}" width="${square - 2 * inset}" height="${square - 2 * inset}" fill="none" stroke="${theme.tried}" stroke-width="${square * 0.06}"${dash}/>`);
      }
    }
  }
  const s = attack && attackSegment(attack, geo);
  if (s) {
    const dash = s.dashed ? ` stroke-dasharray="${square * 0.2} ${square * 0.11}"` : '';
    parts.push(`<circle cx="${s.cx}" cy="${s.cy}" r="${square * 0.42}" fill="none" stroke="${theme.attack}" stroke-width="${square * 0.07}"/>`);
    parts.push(`<line x1="${s.x1}" y1="${s.y1}" x2="${s.x2}" y2="${s.y2}" stroke="${theme.attack}" stroke-width="${square * 0.085}" stroke-linecap="round"${dash}/>`);
  }
  captionLines.forEach((line, i) => {
    const y = margin + geo.board + margin + (i + 0.75) * geo.lineHeight;
    parts.push(`<text x="${margin}" y="${y}" font-family='${TEXT_FONT}' font-size="${geo.fontSize}" fill="${theme.text}">${escapeXml(line)}</text>`);
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${geo.width}" height="${geo.height}" viewBox="0 0 ${geo.width} ${geo.height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${parts.join('')}</svg>\n`
  );
}
