// Playback controls for a Player: buttons, speed, the timeline scrubber (a
// real <input type=range>), the counters, and the keyboard shortcuts.

import { el, svgEl } from './dom.js';
import { uniqueId } from './ids.js';
import { t, formatNumber } from '../i18n/i18n.js';
import { SPEEDS } from '../engine/player.js';

// Icons are SVG paths (24×24), so they look the same whatever fonts exist.
const ICONS = {
  restart: 'M4 5h2.2v14H4z M13 5v14L6.5 12z M20 5v14l-6.5-7z',
  back: 'M6 5h2.2v14H6z M18 5v14L9 12z',
  play: 'M7 4.5v15L19.5 12z',
  pause: 'M6.5 5h4v14h-4z M13.5 5h4v14h-4z',
  step: 'M6 5v14l9-7z M15.8 5H18v14h-2.2z',
  end: 'M4 5v14l6.5-7z M10.5 5v14l6.5-7z M17.8 5H20v14h-2.2z',
};

const BUTTONS = [
  { action: 'restart', icon: 'restart', label: 'ctl.restart' },
  { action: 'back', icon: 'back', label: 'ctl.back' },
  { action: 'toggle', icon: 'play', label: 'ctl.play' },
  { action: 'step', icon: 'step', label: 'ctl.step' },
  { action: 'end', icon: 'end', label: 'ctl.end' },
];

// A focused button that disables itself (Restart at step 0, To the end at
// the end) would drop the keyboard focus to the page: the focus moves to its
// counterpart, which is enabled then.
const COUNTERPART = { restart: 'end', back: 'step', step: 'back', end: 'restart' };

const STATS = [
  { key: 'step', label: 'stat.step' },
  { key: 'places', label: 'stat.places' },
  { key: 'rejects', label: 'stat.rejects' },
  { key: 'backtracks', label: 'stat.backtracks' },
  { key: 'solutions', label: 'stat.solutions' },
];

function formatSpeed(lang, speed) {
  return speed < 1 ? String(speed) : formatNumber(lang, speed);
}

/** Calls the player method for a control action. */
export function runAction(player, action) {
  switch (action) {
    case 'restart': return player.restart();
    case 'back': return player.stepBack();
    case 'toggle': return player.toggle();
    case 'step': return player.stepForward();
    case 'end': return player.toEnd();
    default: return undefined;
  }
}

export function createControls(root, { player, lang = 'en' }) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let frame = player.frame;

  const buttons = new Map();
  const buttonRow = el(doc, 'div', { class: 'nq-controls__buttons', role: 'group' });
  for (const spec of BUTTONS) {
    const iconPath = svgEl(doc, 'path', { d: ICONS[spec.icon] });
    const icon = svgEl(doc, 'svg', { class: 'nq-btn__icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, iconPath);
    const text = el(doc, 'span', { class: 'nq-btn__text' });
    const button = el(
      doc,
      'button',
      { type: 'button', class: `nq-btn nq-btn--${spec.action}`, dataset: { action: spec.action } },
      icon,
      text,
    );
    button.addEventListener('click', () => runAction(player, spec.action));
    buttons.set(spec.action, { button, icon: iconPath, text, spec });
    buttonRow.append(button);
  }

  const timeline = el(doc, 'input', { type: 'range', class: 'nq-timeline', min: '0', max: '0', step: '1', value: '0' });
  const timelineLabel = el(doc, 'label', { class: 'nq-field__label' });
  const timelineField = el(doc, 'div', { class: 'nq-field nq-field--timeline' }, timelineLabel, timeline);
  timeline.addEventListener('input', () => player.seek(Number(timeline.value)));

  const speed = el(doc, 'input', {
    type: 'range',
    class: 'nq-speed',
    min: '0',
    max: String(SPEEDS.length - 1),
    step: '1',
    value: String(player.speedIndex),
  });
  const speedLabel = el(doc, 'label', { class: 'nq-field__label' });
  const speedValue = el(doc, 'output', { class: 'nq-field__value' });
  const speedField = el(doc, 'div', { class: 'nq-field nq-field--speed' }, speedLabel, speed, speedValue);
  speed.addEventListener('input', () => player.setSpeed(Number(speed.value)));

  const busy = el(doc, 'span', { class: 'nq-busy', hidden: true });
  const keys = el(doc, 'p', { class: 'nq-keys' });

  const statValues = new Map();
  const statList = el(doc, 'dl', { class: 'nq-stats' });
  for (const stat of STATS) {
    const term = el(doc, 'dt', { class: 'nq-stats__label' });
    const value = el(doc, 'dd', { class: 'nq-stats__value', dataset: { stat: stat.key } });
    statList.append(el(doc, 'div', { class: 'nq-stats__item' }, term, value));
    statValues.set(stat.key, { term, value, stat });
  }

  // Labels point at their inputs by id; ids are made unique per instance so
  // several players can live in one document or shadow root.
  timeline.id = uniqueId('nq-timeline');
  timelineLabel.htmlFor = timeline.id;
  speed.id = uniqueId('nq-speed');
  speedLabel.htmlFor = speed.id;
  speedValue.htmlFor = speed.id;

  const container = el(
    doc,
    'div',
    { class: 'nq-controls' },
    buttonRow,
    el(doc, 'div', { class: 'nq-controls__sliders' }, timelineField, speedField),
    busy,
    statList,
    keys,
  );
  root.append(container);

  function applyLang() {
    for (const { button, text, spec } of buttons.values()) {
      const label = spec.action === 'toggle' && frame?.playing ? 'ctl.pause' : spec.label;
      text.textContent = t(currentLang, label);
      button.setAttribute('aria-label', t(currentLang, label));
    }
    buttonRow.setAttribute('aria-label', t(currentLang, 'ctl.group'));
    timelineLabel.textContent = t(currentLang, 'ctl.timeline');
    speedLabel.textContent = t(currentLang, 'ctl.speed');
    keys.textContent = t(currentLang, 'ctl.keys');
    busy.textContent = t(currentLang, 'ctl.busy');
    for (const { term, stat } of statValues.values()) term.textContent = t(currentLang, stat.label);
  }

  function render(next) {
    frame = next;
    const known = next.total ?? next.knownEvents;
    const open = next.total === null;
    const position = next.position;

    const rootNode = container.getRootNode();
    const focused = [...buttons.values()].find(({ button }) => button === rootNode.activeElement);
    const toggle = buttons.get('toggle');
    toggle.icon.setAttribute('d', ICONS[next.playing ? 'pause' : 'play']);
    toggle.button.setAttribute('aria-pressed', String(next.playing));
    buttons.get('back').button.disabled = position === 0;
    buttons.get('restart').button.disabled = position === 0;
    buttons.get('step').button.disabled = next.done;
    buttons.get('end').button.disabled = next.done;
    if (focused?.button.disabled && COUNTERPART[focused.spec.action]) {
      buttons.get(COUNTERPART[focused.spec.action]).button.focus();
    }
    applyLang();

    timeline.max = String(Math.max(known, position));
    timeline.value = String(position);
    const valueKey = open ? 'ctl.timelineValueOpen' : 'ctl.timelineValue';
    timeline.setAttribute(
      'aria-valuetext',
      t(currentLang, valueKey, { step: formatNumber(currentLang, position), total: formatNumber(currentLang, known) }),
    );
    speed.value = String(next.speedIndex);
    speedValue.textContent = t(currentLang, 'ctl.speedValue', { speed: formatSpeed(currentLang, SPEEDS[next.speedIndex]) });
    busy.hidden = !next.busy;

    const counts = next.counts;
    const stepText = t(currentLang, open ? 'stat.ofOpen' : 'stat.of', {
      step: formatNumber(currentLang, position),
      total: formatNumber(currentLang, known),
    });
    statValues.get('step').value.textContent = stepText;
    statValues.get('places').value.textContent = formatNumber(currentLang, counts.places);
    statValues.get('rejects').value.textContent = formatNumber(currentLang, counts.rejects);
    statValues.get('backtracks').value.textContent = formatNumber(currentLang, counts.removes);
    statValues.get('solutions').value.textContent = formatNumber(currentLang, counts.solutions);
  }

  player.addEventListener('change', (event) => render(event.detail));
  player.addEventListener('total', () => render(player.frame));
  if (frame) render(frame);

  return {
    element: container,
    setLang(next) {
      currentLang = next;
      if (frame) render(frame);
    },
  };
}

// The shortcuts act where the focus is on the player: the page itself (body),
// the board, or the player's own controls. Anywhere else (a link, another
// view's button, the search tree or a scroll box) the key is left to the
// focused element, so arrows do not step a player that may be off screen
// and Home/End still scroll. Inside the controls, keys that belong to a
// control stay with it: Space presses a button, arrows move a slider.
function ownsKey(target, key) {
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  const doc = element.ownerDocument;
  if (element === doc.body || element === doc.documentElement) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'INPUT') return true;
  if (element.closest('.nq-board')) return false;
  if (!element.closest('.nq-controls')) return true;
  return key === ' ' && (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY');
}

/**
 * Binds Space (play/pause), → (step), ← (back), Home (restart), End (to the
 * end) on `target` (the document, or a custom element's host), for the
 * focus places ownsKey leaves to the player. `isActive` says whether the
 * player is on screen. Returns a function that unbinds.
 */
export function bindShortcuts(target, getPlayer, isActive = () => true) {
  const actions = { ' ': 'toggle', ArrowRight: 'step', ArrowLeft: 'back', Home: 'restart', End: 'end' };
  function onKeyDown(event) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = actions[event.key];
    const player = getPlayer();
    if (!action || !player || !isActive() || ownsKey(event.target, event.key)) return;
    event.preventDefault();
    runAction(player, action);
  }
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
