// Playback controls for a Player: buttons, speed, the timeline scrubber (a
// real <input type=range>), the counters, and the keyboard shortcuts.

import { el, svgEl } from './dom.js';
import { uniqueId } from './ids.js';
import { t, formatNumber } from '../i18n/i18n.js';
import { SPEEDS } from '../engine/player.js';
import { BUTTONS, controlsState, buttonLabel, focusAfterDisable, STAY_FOCUSABLE } from './controls-model.js';

// Icons are SVG paths (24×24), so they look the same whatever fonts exist.
const ICONS = {
  restart: 'M4 5h2.2v14H4z M13 5v14L6.5 12z M20 5v14l-6.5-7z',
  back: 'M6 5h2.2v14H6z M18 5v14L9 12z',
  play: 'M7 4.5v15L19.5 12z',
  pause: 'M6.5 5h4v14h-4z M13.5 5h4v14h-4z',
  step: 'M6 5v14l9-7z M15.8 5H18v14h-2.2z',
  end: 'M4 5v14l6.5-7z M10.5 5v14l6.5-7z M17.8 5H20v14h-2.2z',
};

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

function buildButtons(doc, player) {
  const buttons = new Map();
  const buttonRow = el(doc, 'div', { class: 'nq-controls__buttons', role: 'group' });
  for (const spec of BUTTONS) {
    const iconPath = svgEl(doc, 'path', { d: ICONS[spec.icon] });
    const icon = svgEl(doc, 'svg', { class: 'nq-btn__icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, iconPath);
    const text = el(doc, 'span', { class: 'nq-btn__text' });
    const props = { type: 'button', class: `nq-btn nq-btn--${spec.action}`, dataset: { action: spec.action } };
    const button = el(doc, 'button', props, icon, text);
    button.addEventListener('click', () => button.getAttribute('aria-disabled') !== 'true' && runAction(player, spec.action));
    buttons.set(spec.action, { button, icon: iconPath, text, spec });
    buttonRow.append(button);
  }
  return { buttons, buttonRow };
}

// Labels point at their inputs by id; ids are made unique per instance so
// several players can live in one document or shadow root.
function buildSliders(doc, player) {
  const timeline = el(doc, 'input', { type: 'range', class: 'nq-timeline', min: '0', max: '0', step: '1', value: '0' });
  timeline.id = uniqueId('nq-timeline');
  const timelineLabel = el(doc, 'label', { class: 'nq-field__label', for: timeline.id });
  timeline.addEventListener('input', () => player.seek(Number(timeline.value)));
  const speedProps = { type: 'range', class: 'nq-speed', min: '0', max: String(SPEEDS.length - 1), step: '1' };
  const speed = el(doc, 'input', { ...speedProps, value: String(player.speedIndex) });
  speed.id = uniqueId('nq-speed');
  const speedLabel = el(doc, 'label', { class: 'nq-field__label', for: speed.id });
  const speedValue = el(doc, 'output', { class: 'nq-field__value', for: speed.id });
  speed.addEventListener('input', () => player.setSpeed(Number(speed.value)));
  const sliders = el(
    doc,
    'div',
    { class: 'nq-controls__sliders' },
    el(doc, 'div', { class: 'nq-field nq-field--timeline' }, timelineLabel, timeline),
    el(doc, 'div', { class: 'nq-field nq-field--speed' }, speedLabel, speed, speedValue),
  );
  return { sliders, timeline, timelineLabel, speed, speedLabel, speedValue };
}

function buildStats(doc) {
  const statValues = new Map();
  const statList = el(doc, 'dl', { class: 'nq-stats' });
  for (const stat of STATS) {
    const term = el(doc, 'dt', { class: 'nq-stats__label' });
    const value = el(doc, 'dd', { class: 'nq-stats__value', dataset: { stat: stat.key } });
    statList.append(el(doc, 'div', { class: 'nq-stats__item' }, term, value));
    statValues.set(stat.key, { term, value, stat });
  }
  return { statList, statValues };
}

function applyLang(parts, lang, playing) {
  for (const { button, text, spec } of parts.buttons.values()) {
    const label = t(lang, buttonLabel(spec.action, playing));
    text.textContent = label;
    button.setAttribute('aria-label', label);
  }
  parts.buttonRow.setAttribute('aria-label', t(lang, 'ctl.group'));
  parts.timelineLabel.textContent = t(lang, 'ctl.timeline');
  parts.speedLabel.textContent = t(lang, 'ctl.speed');
  parts.keys.textContent = t(lang, 'ctl.keys');
  parts.busy.textContent = t(lang, 'ctl.busy');
  for (const { term, stat } of parts.statValues.values()) term.textContent = t(lang, stat.label);
}

// Step and Step back keep the focus when they cannot act (controls-model.js).
function setDisabled(button, disabled, focusable) {
  if (!focusable) button.disabled = disabled;
  else if (disabled) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

function renderButtons({ buttons, container }, shown) {
  const rootNode = container.getRootNode();
  const focused = [...buttons.values()].find(({ button }) => button === rootNode.activeElement);
  const toggle = buttons.get('toggle');
  toggle.icon.setAttribute('d', ICONS[shown.playing ? 'pause' : 'play']);
  toggle.button.setAttribute('aria-pressed', String(shown.playing));
  for (const [action, disabled] of Object.entries(shown.disabled)) setDisabled(buttons.get(action).button, disabled, STAY_FOCUSABLE.includes(action));
  const moveTo = focused && focusAfterDisable(focused.spec.action, shown.disabled);
  if (moveTo) buttons.get(moveTo).button.focus();
}

function renderValues(parts, frame, shown, lang) {
  const { timeline } = parts;
  const numbers = { step: formatNumber(lang, shown.position), total: formatNumber(lang, shown.known) };
  timeline.max = String(shown.timelineMax);
  timeline.value = String(shown.position);
  timeline.setAttribute('aria-valuetext', t(lang, shown.open ? 'ctl.timelineValueOpen' : 'ctl.timelineValue', numbers));
  parts.speed.value = String(frame.speedIndex);
  const speed = SPEEDS[frame.speedIndex];
  // The slider's value read out is the speed shown beside it, not its index.
  const speedText = t(lang, `ctl.speedValue.${speed === 1 ? 'one' : 'other'}`, { speed: formatSpeed(lang, speed) });
  parts.speedValue.textContent = speedText;
  parts.speed.setAttribute('aria-valuetext', speedText);
  parts.busy.hidden = !frame.busy;
  const { counts } = frame;
  const values = {
    step: t(lang, shown.open ? 'stat.ofOpen' : 'stat.of', numbers),
    places: formatNumber(lang, counts.places),
    rejects: formatNumber(lang, counts.rejects),
    backtracks: formatNumber(lang, counts.removes),
    solutions: formatNumber(lang, counts.solutions),
  };
  for (const [key, text] of Object.entries(values)) parts.statValues.get(key).value.textContent = text;
}

// `lang` is always given (the stage's or the element's language): no default here.
export function createControls(root, { player, lang }) {
  const doc = root.ownerDocument;
  let currentLang = lang;
  let frame = player.frame;
  const parts = {
    ...buildButtons(doc, player),
    ...buildSliders(doc, player),
    ...buildStats(doc),
    busy: el(doc, 'span', { class: 'nq-busy', hidden: true }),
    keys: el(doc, 'p', { class: 'nq-keys' }),
  };
  parts.container = el(doc, 'div', { class: 'nq-controls' }, parts.buttonRow, parts.sliders, parts.busy, parts.statList, parts.keys);
  root.append(parts.container);

  // The labels change with the language and play/pause only: rewritten
  // when one of those does, not on every frame.
  let labelled = '';
  function render(next) {
    frame = next;
    const shown = controlsState(next);
    renderButtons(parts, shown);
    const labels = `${currentLang} ${shown.playing}`;
    if (labels !== labelled) applyLang(parts, currentLang, shown.playing);
    labelled = labels;
    renderValues(parts, next, shown, currentLang);
  }

  player.addEventListener('change', (event) => render(event.detail));
  player.addEventListener('total', () => render(player.frame));
  if (frame) render(frame);

  return {
    element: parts.container,
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
// control stay with it: Space presses a button, arrows move a slider. A
// slider has no use for Space (the browser scrolls the page with it), so
// there Space plays and pauses, as the keys hint says.
function ownsKey(target, key) {
  const element = target instanceof Element ? target : null;
  if (!element) return false;
  const doc = element.ownerDocument;
  if (element === doc.body || element === doc.documentElement) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName;
  if (key === ' ' && element.type === 'range' && element.closest('.nq-controls')) return false;
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
